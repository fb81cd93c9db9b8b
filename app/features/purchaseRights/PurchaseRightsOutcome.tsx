import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import * as calls from '../../../api/purchaseRights';
import { AlertBox } from '../../../ui/AlertBox';
import { useCompletion } from '../../data/operation';
import type { ReturnStatus } from '../../data/returnStatus';
import { LoadFailed } from '../../shell/LoadFailed';
import { useKeptChange } from './keptChange';

const OUTCOME = {
  ok: { tone: 'success', title: 'purchaseRights.returned.ok' },
  error: { tone: 'error', title: 'purchaseRights.returned.error' },
  cancel: { tone: 'info', title: 'purchaseRights.returned.cancel' },
} as const;

/**
 * Back from strong identification: the bank's completion of the change kept in this tab, then
 * what became of it. Without a kept change (a reload after it) the banner alone.
 */
export function PurchaseRightsOutcome({ status }: { status: ReturnStatus }) {
  const { t } = useTranslation();
  const { draft, forget } = useKeptChange();
  const completion = useCompletion(calls.purchaseRightsComplete, status === 'ok' ? draft : null);
  useEffect(() => {
    if (completion.isSuccess || (status !== 'ok' && draft)) forget();
  }, [completion.isSuccess, status, draft, forget]);
  if (completion.isError) {
    return (
      <LoadFailed
        title={t('purchaseRights.returned.error')}
        error={completion.error}
        onRetry={completion.retry}
      />
    );
  }
  if (status === 'ok' && draft && !completion.isSuccess) return null;
  const { tone, title } = OUTCOME[status];
  return <AlertBox tone={tone} title={t(title)} />;
}
