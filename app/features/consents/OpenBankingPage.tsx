import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import * as auth from '../../../api/auth';
import * as bank from '../../../api/bank';
import * as consents from '../../../api/consents';
import * as openBanking from '../../../api/openBanking';
import type { CallOutput } from '../../../api/call';
import { isShareableAccount } from '../../../domain/openBanking/consent';
import { formatIban } from '../../../domain/payments/ibanText';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { Checkbox } from '../../../ui/Checkbox';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { useMessageText } from '../../../ui/MessageText';
import { Panel } from '../../../ui/Panel';
import { Stack } from '../../../ui/Stack';
import { send, useCall, useCallMutation } from '../../data/calls';
import { returnStatusOf, type ReturnStatus } from '../../data/returnStatus';
import { BankQueries } from '../../shell/BankQueries';
import { LoadFailed } from '../../shell/LoadFailed';
import { PublicPage } from '../../shell/PublicPage';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { ACCESS_LABELS } from './accessLabels';

/** The request this tab decides on, kept for the return from an identification that failed. */
const KEPT_REQUEST = 'openBanking.consentId';

type Request = CallOutput<typeof openBanking.openBankingConsentInfo>;

/**
 * `/bank/open-banking?consentId=`: a provider's request for the customer's account data. Who
 * asks for what, then strong identification; back with `status=ok`, she chooses the accounts and
 * accepts or rejects, and goes back to the provider.
 */
export function OpenBankingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('consents.request.title'));
  const [params] = useSearchParams();
  const consentId = params.get('consentId') ?? sessionStorage.getItem(KEPT_REQUEST);
  useEffect(() => {
    if (consentId) sessionStorage.setItem(KEPT_REQUEST, consentId);
  }, [consentId]);

  return (
    <BankQueries>
      <PublicPage>
        <Stack gap={5}>
          <h1>{t('consents.request.title')}</h1>
          {consentId ? (
            <ProviderRequest consentId={consentId} status={returnStatusOf(params)} />
          ) : (
            <AlertBox tone="warning">{t('consents.request.notAwaiting')}</AlertBox>
          )}
        </Stack>
      </PublicPage>
    </BankQueries>
  );
}

function ProviderRequest({
  consentId,
  status,
}: {
  consentId: string;
  status: ReturnStatus | null;
}) {
  const { t } = useTranslation();
  const info = useCall(openBanking.openBankingConsentInfo, { ConsentId: consentId });
  if (info.isError) {
    return (
      <LoadFailed
        title={t('consents.request.loadFailed')}
        error={info.error}
        onRetry={() => void info.refetch()}
      />
    );
  }
  return (
    <LoadingOverlay loading={info.isPending}>
      {info.data && (
        <Stack gap={5}>
          <WhoAsks request={info.data} />
          {info.data.Status !== 'Received' ? (
            <AlertBox tone="warning">{t('consents.request.notAwaiting')}</AlertBox>
          ) : status === 'ok' ? (
            <Decision consentId={consentId} />
          ) : (
            <Identify consentId={consentId} status={status} />
          )}
        </Stack>
      )}
    </LoadingOverlay>
  );
}

function WhoAsks({ request }: { request: Request }) {
  const { t } = useTranslation();
  return (
    <Panel>
      <Stack gap={3}>
        <h2>{t('consents.request.asks', { provider: request.ProviderName })}</h2>
        <p>{t('consents.request.wouldSee')}</p>
        <ul>
          {request.Access.map((access) => (
            <li key={access}>{t(ACCESS_LABELS[access])}</li>
          ))}
        </ul>
        <p>{t('consents.request.validity', { days: request.ValidDays })}</p>
      </Stack>
    </Panel>
  );
}

/** Before the decision: strong identification (again, after one that failed or was cancelled). */
function Identify({ consentId, status }: { consentId: string; status: ReturnStatus | null }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const start = useCallMutation(openBanking.openBankingAuthStart, {
    onSuccess: ({ IdentificationUrl }) => window.location.assign(IdentificationUrl),
  });
  return (
    <Stack gap={4}>
      {status && (
        <AlertBox
          tone="error"
          title={t(
            status === 'cancel'
              ? 'consents.request.identificationCancelled'
              : 'consents.request.identificationFailed',
          )}
        >
          {t('consents.request.tryAgain')}
        </AlertBox>
      )}
      {start.isError && <AlertBox tone="error">{text(start.error.message)}</AlertBox>}
      <p>{t('consents.request.identifyFirst')}</p>
      <div>
        <Button
          busy={start.isPending || start.isSuccess}
          onClick={() => start.mutate({ ConsentId: consentId })}
        >
          {t('consents.request.identify')}
        </Button>
      </div>
    </Stack>
  );
}

/** After identification: the customer's own accounts to share, and her answer. */
function Decision({ consentId }: { consentId: string }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const accounts = useCall(bank.accounts, {});
  const [chosen, setChosen] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  // The session her identification opened was for this decision alone: it ends with it.
  const leave = async ({ RedirectUrl }: { RedirectUrl: string | null }) => {
    sessionStorage.removeItem(KEPT_REQUEST);
    await send(auth.logout, {}).catch(() => undefined);
    if (RedirectUrl) window.location.assign(RedirectUrl);
  };
  const accept = useCallMutation(consents.consentAccept, { onSuccess: leave });
  const reject = useCallMutation(consents.consentReject, { onSuccess: leave });
  const answered = accept.isSuccess || reject.isSuccess;
  const refusal = accept.error ?? reject.error;

  if (accounts.isError) {
    return (
      <LoadFailed
        title={t('consents.request.accountsFailed')}
        error={accounts.error}
        onRetry={() => void accounts.refetch()}
      />
    );
  }
  const shareable = (accounts.data ?? []).filter(
    (account) =>
      account.Iban !== null &&
      isShareableAccount({
        isPaymentAccount: account.IsPaymentAccount,
        isSavingsAccount: account.IsSavingsAccount,
        isExternal: account.Type !== 'BankAccount',
      }),
  );
  const missingChoice = tried && chosen.length === 0;
  const toggle = (id: string, on: boolean) =>
    setChosen((current) => (on ? [...current, id] : current.filter((other) => other !== id)));
  const submitAccept = () => {
    setTried(true);
    if (chosen.length > 0) accept.mutate({ ConsentId: consentId, AccountIds: chosen });
  };

  if (answered) return <p role="status">{t('consents.request.returning')}</p>;
  return (
    <LoadingOverlay loading={accounts.isPending}>
      <Stack gap={4}>
        {shareable.length === 0 ? (
          <p>{t('consents.request.noAccounts')}</p>
        ) : (
          <fieldset aria-describedby={missingChoice ? 'consent-choice-error' : undefined}>
            <legend>{t('consents.request.chooseAccounts')}</legend>
            {shareable.map((account) => (
              <Checkbox
                key={account.Id}
                label={`${account.CustomName ?? ''} ${formatIban(account.Iban!)}`.trim()}
                checked={chosen.includes(account.Id)}
                onChange={(event) => toggle(account.Id, event.target.checked)}
              />
            ))}
            <div aria-live="polite" id="consent-choice-error">
              {missingChoice && <p>{t('consents.validation.chooseAccount')}</p>}
            </div>
          </fieldset>
        )}
        {refusal && <AlertBox tone="error">{text(refusal.message)}</AlertBox>}
        <Stack gap={3} direction="horizontal">
          {shareable.length > 0 && (
            <Button busy={accept.isPending} onClick={submitAccept}>
              {t('consents.request.accept')}
            </Button>
          )}
          <Button
            variant="secondary"
            busy={reject.isPending}
            onClick={() => reject.mutate({ ConsentId: consentId })}
          >
            {t('consents.request.reject')}
          </Button>
        </Stack>
      </Stack>
    </LoadingOverlay>
  );
}
