import { useTranslation } from 'react-i18next';
import * as calls from '../../../api/purchaseRights';
import { ConfirmedChangeOutcome } from '../../data/ConfirmedChangeOutcome';
import type { ReturnStatus } from '../../data/returnStatus';

/** Back from strong identification: the right granted or removed, or why not. */
export function PurchaseRightsOutcome({ status }: { status: ReturnStatus }) {
  const { t } = useTranslation();
  return (
    <ConfirmedChangeOutcome
      completion={calls.purchaseRightsComplete}
      status={status}
      titles={{
        ok: t('purchaseRights.returned.ok'),
        error: t('purchaseRights.returned.error'),
        cancel: t('purchaseRights.returned.cancel'),
      }}
    />
  );
}
