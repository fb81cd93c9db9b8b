import { useTranslation } from 'react-i18next';
import { StepIndicator } from '../../../ui/StepIndicator';

/** A payment's three pages: the details, the payee check, the receipt. */
export function PaymentSteps({ current }: { current: 1 | 2 | 3 }) {
  const { t } = useTranslation();
  return <StepIndicator current={current} total={3} label={t('payments.steps')} />;
}
