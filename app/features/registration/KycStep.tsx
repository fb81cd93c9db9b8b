import { useTranslation } from 'react-i18next';
import { registrationComplete } from '../../../api/registration';
import { Stack } from '../../../ui/Stack';
import { useCallMutation } from '../../data/calls';
import { KycSurveyForm } from '../../shell/KycSurveyForm';

/** The private customer survey, the one a customer renews her KYC with: it makes her a customer. */
export function KycStep() {
  const { t } = useTranslation();
  const complete = useCallMutation(registrationComplete);
  return (
    <section aria-labelledby="registration-kyc">
      <Stack gap={4}>
        <h2 id="registration-kyc">{t('registration.kyc.heading')}</h2>
        <KycSurveyForm
          busy={complete.isPending}
          submitLabel={t('registration.kyc.submit')}
          failedTitle={t('registration.kyc.failed')}
          onAnswers={async (answers) => void (await complete.mutateAsync(answers))}
        />
      </Stack>
    </section>
  );
}
