import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '../../../api/call';
import * as calls from '../../../api/purchaseRights';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ListRow } from '../../../ui/ListRow';
import { useMessageText } from '../../../ui/MessageText';
import { Stack } from '../../../ui/Stack';
import { usePreparedConfirmation } from '../../data/operation';
import { PURCHASE_RIGHTS_PATH, useKeptChange } from './keptChange';

type Right = CallOutput<typeof calls.purchaseRights>['Rights'][number];

/** The people with a right to act for the company; the main user may remove each. */
export function RightList({ rights, mayChange }: { rights: Right[]; mayChange: boolean }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const { keep } = useKeptChange();
  const [removing, setRemoving] = useState<Right | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { start, busy } = usePreparedConfirmation(calls.purchaseRightsDelete);
  const remove = (right: Right) =>
    start({ Id: right.Id }, ({ SessionId }) => {
      keep({ SessionId });
      return { nextUrl: PURCHASE_RIGHTS_PATH, returnUrl: PURCHASE_RIGHTS_PATH };
    }).catch((error: unknown) => {
      setRemoving(null);
      setRefusal(error instanceof Error ? error.message : String(error));
    });

  if (rights.length === 0) return <p>{t('purchaseRights.empty')}</p>;
  return (
    <Stack gap={3}>
      {refusal && (
        <AlertBox tone="error">
          <span>{text(refusal)}</span>
        </AlertBox>
      )}
      <ul aria-label={t('purchaseRights.listLabel')}>
        {rights.map((right) => (
          <li key={right.Id}>
            <ListRow
              title={right.Name}
              details={`${right.MaskedPersonalId} · ${t('purchaseRights.grantedAt', { date: right.GrantedAt.slice(0, 10) })}`}
              trailing={
                mayChange && (
                  <Button variant="secondary" onClick={() => setRemoving(right)}>
                    {t('purchaseRights.remove', { name: right.Name })}
                  </Button>
                )
              }
            />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        question={t('purchaseRights.removeQuestion', { name: removing?.Name ?? '' })}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
        busy={busy}
      />
    </Stack>
  );
}
