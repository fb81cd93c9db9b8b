import { useTranslation } from 'react-i18next';
import * as calls from '../../../api/companyOnboarding';
import { Checkbox } from '../../../ui/Checkbox';
import { ValueList } from '../../../ui/ValueList';
import { useCallMutation } from '../../data/calls';
import { useBankForm } from '../../data/form';
import { StepForm } from '../../shell/StepForm';
import type { Onboarding } from './api';
import { confirmForm } from './forms';

/** The last look: the company and the representative's phone, the terms, and the completion. */
export function ConfirmStep({
  onboarding,
  onBack,
}: {
  onboarding: Onboarding;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const complete = useCallMutation(calls.companyRegistrationComplete);
  const form = useBankForm(confirmForm);
  const submit = form.handleSubmit(async () => {
    try {
      await complete.mutateAsync({ Id: onboarding.Id, TermsAccepted: true });
    } catch (refusal) {
      form.showRefusal(refusal);
    }
  });
  const company = onboarding.Company;
  return (
    <StepForm
      title={t('companyOnboarding.steps.confirm')}
      onSubmit={(event) => void submit(event)}
      onBack={onBack}
      refusal={form.refusal}
      busy={complete.isPending}
      submitLabel={t('companyOnboarding.actions.complete')}
    >
      <p>{t('companyOnboarding.confirm.lead')}</p>
      <ValueList
        items={[
          {
            id: 'company',
            term: t('companyOnboarding.confirm.company'),
            value: company ? `${company.Name} (${company.BusinessId})` : '',
          },
          {
            id: 'phone',
            term: t('companyOnboarding.confirm.phone'),
            value: onboarding.Phone ?? '',
          },
        ]}
      />
      <Checkbox
        label={t('companyOnboarding.confirm.terms')}
        error={form.formState.errors.TermsAccepted?.message}
        {...form.register('TermsAccepted')}
      />
    </StepForm>
  );
}
