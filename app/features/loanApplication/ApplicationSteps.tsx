import { useTranslation } from 'react-i18next';
import { StepIndicator } from '../../../ui/StepIndicator';

/** The application's steps as the step indicator counts them. */
export const APPLICATION_STEPS = { calculator: 1, form: 2, offer: 3, result: 4 } as const;

const TOTAL = Object.keys(APPLICATION_STEPS).length;

export function ApplicationSteps({ current }: { current: number }) {
  const { t } = useTranslation();
  return <StepIndicator current={current} total={TOTAL} label={t('loanCalculator.page.steps')} />;
}
