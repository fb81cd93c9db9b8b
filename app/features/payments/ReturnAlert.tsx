import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../ui/AlertBox';
import { Stack } from '../../../ui/Stack';
import type { ReturnStatus } from '../../data/returnStatus';

/** Strong identification of a payment came back without confirming it: nothing was paid. */
export function ReturnAlert({
  status,
  children,
}: {
  status: Exclude<ReturnStatus, 'ok'>;
  /** What the customer can do next. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const cancelled = status === 'cancel';
  return (
    <AlertBox
      tone={cancelled ? 'warning' : 'error'}
      title={t(
        cancelled ? 'payments.verification.cancelTitle' : 'payments.verification.errorTitle',
      )}
    >
      <Stack gap={3}>
        <span>{t(cancelled ? 'payments.verification.cancel' : 'payments.verification.error')}</span>
        {children}
      </Stack>
    </AlertBox>
  );
}
