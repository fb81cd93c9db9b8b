import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as consents from '../../../api/consents';
import type { Consent } from '../../../api/consents';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { IbanText } from '../../../ui/IbanText';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { useMessageText } from '../../../ui/MessageText';
import { Panel } from '../../../ui/Panel';
import { Stack } from '../../../ui/Stack';
import { StatusBadge, type StatusBadgeTone } from '../../../ui/StatusBadge';
import { ValueList } from '../../../ui/ValueList';
import { useCall, useCallMutation } from '../../data/calls';
import { LoadFailed } from '../../shell/LoadFailed';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { ACCESS_LABELS } from './accessLabels';

const TONES: Record<Consent['Status'], StatusBadgeTone> = {
  Received: 'neutral',
  Accepted: 'green',
  Rejected: 'neutral',
  Revoked: 'neutral',
  Expired: 'orange',
};

/** `/bank/customer/consents`: the providers that may read the customer's accounts, and revoking. */
export function ConsentsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('consents.list.title'));
  const list = useCall(consents.consentList, {});
  const revoke = useCallMutation(consents.consentReject);
  const [asking, setAsking] = useState<Consent | null>(null);
  const text = useMessageText();

  const confirm = () => {
    if (!asking) return;
    revoke.mutate({ ConsentId: asking.ConsentId }, { onSettled: () => setAsking(null) });
  };

  return (
    <Stack gap={5}>
      <h1>{t('consents.list.title')}</h1>
      <p>{t('consents.list.intro')}</p>
      {revoke.isSuccess && <AlertBox tone="success" title={t('consents.list.revoked')} />}
      {revoke.isError && (
        <AlertBox tone="error" title={t('consents.list.revokeFailed')}>
          <span>{text(revoke.error.message)}</span>
        </AlertBox>
      )}
      {list.isError ? (
        <LoadFailed
          title={t('consents.list.loadFailed')}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <LoadingOverlay loading={list.isPending}>
          {list.data?.length === 0 && <p>{t('consents.list.empty')}</p>}
          <Stack gap={4}>
            {list.data?.map((consent) => (
              <ConsentPanel key={consent.ConsentId} consent={consent} onRevoke={setAsking} />
            ))}
          </Stack>
        </LoadingOverlay>
      )}
      <ConfirmDialog
        open={asking !== null}
        question={t('consents.list.revokeQuestion')}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
        busy={revoke.isPending}
      >
        <p>{t('consents.list.revokeMeaning', { provider: asking?.ProviderName ?? '' })}</p>
      </ConfirmDialog>
    </Stack>
  );
}

function ConsentPanel({
  consent,
  onRevoke,
}: {
  consent: Consent;
  onRevoke: (consent: Consent) => void;
}) {
  const { t } = useTranslation();
  return (
    <Panel>
      <Stack gap={3}>
        <h2>{consent.ProviderName}</h2>
        <ValueList
          items={[
            {
              id: 'Status',
              term: t('consents.list.status'),
              value: (
                <StatusBadge
                  tone={TONES[consent.Status]}
                  label={t(`consents.status.${consent.Status}`)}
                />
              ),
            },
            {
              id: 'ValidUntil',
              term: t('consents.list.validUntil'),
              value: consent.ValidUntil
                ? t('consents.list.validUntilDate', { date: consent.ValidUntil })
                : '–',
            },
            {
              id: 'Accounts',
              term: t('consents.list.accounts'),
              value: (
                <ul>
                  {consent.Accounts.map((account) => (
                    <li key={account.Id}>
                      {account.Name ? `${account.Name} ` : ''}
                      <IbanText iban={account.Iban} />
                    </li>
                  ))}
                </ul>
              ),
            },
            {
              id: 'Access',
              term: t('consents.list.access'),
              value: consent.Access.map((access) => t(ACCESS_LABELS[access])).join(', '),
            },
          ]}
        />
        {consent.Status === 'Accepted' && (
          <div>
            <Button
              variant="secondary"
              onClick={() => onRevoke(consent)}
              aria-label={`${t('consents.list.revoke')}: ${consent.ProviderName}`}
            >
              {t('consents.list.revoke')}
            </Button>
          </div>
        )}
      </Stack>
    </Panel>
  );
}
