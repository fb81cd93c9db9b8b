import { useTranslation } from 'react-i18next';
import * as calls from '../../../api/companyOnboarding';
import {
  ACCOUNT_PURPOSES,
  companyKycSchema,
  MONTHLY_PAYMENT_RANGES,
  type CompanyKyc,
} from '../../../domain/company/companyKyc';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { useCallMutation } from '../../data/calls';
import { useBankForm } from '../../data/form';
import { ChoiceSelect } from '../../shell/ChoiceSelect';
import { StepForm } from '../../shell/StepForm';
import { YesNoField } from '../../shell/YesNoField';
import { useCompanyKyc, type Onboarding } from './api';

interface StepProps {
  onboarding: Onboarding;
  onBack: () => void;
}

const QUESTIONS = [
  ['HandlesCash', 'handlesCash'],
  ['InternationalPayments', 'internationalPayments'],
  ['IsPoliticallyExposed', 'politicallyExposed'],
  ['ActsOnOwnBehalf', 'ownBehalf'],
] as const;

/** The company's know-your-customer answers, as given before if the representative comes back. */
export function KycStep(props: StepProps) {
  const kyc = useCompanyKyc(props.onboarding.Id);
  if (!kyc.data) return <LoadingOverlay loading />;
  return <KycForm {...props} given={kyc.data.Kyc} />;
}

function KycForm({ onboarding, onBack, given }: StepProps & { given: CompanyKyc | null }) {
  const { t } = useTranslation();
  const save = useCallMutation(calls.companyUpdateKyc);
  const form = useBankForm(companyKycSchema, { defaultValues: given ?? {} });
  const submit = form.handleSubmit(async (answers) => {
    try {
      await save.mutateAsync({ Id: onboarding.Id, ...answers });
    } catch (refusal) {
      form.showRefusal(refusal);
    }
  });
  const error = (name: keyof CompanyKyc) => form.formState.errors[name]?.message;
  return (
    <StepForm
      title={t('companyOnboarding.steps.kyc')}
      onSubmit={(event) => void submit(event)}
      onBack={onBack}
      refusal={form.refusal}
      busy={save.isPending}
      submitLabel={t('companyOnboarding.actions.next')}
    >
      <p>{t('companyOnboarding.kyc.lead')}</p>
      <ChoiceSelect
        label={t('companyOnboarding.kyc.purpose')}
        placeholder={t('companyOnboarding.company.choose')}
        error={error('Purpose')}
        options={ACCOUNT_PURPOSES.map((value) => ({
          value,
          label: t(`companyOnboarding.kyc.purposes.${value}`),
        }))}
        {...form.register('Purpose')}
      />
      <ChoiceSelect
        label={t('companyOnboarding.kyc.monthlyPayments')}
        placeholder={t('companyOnboarding.company.choose')}
        error={error('MonthlyPayments')}
        options={MONTHLY_PAYMENT_RANGES.map((value) => ({
          value,
          label: t(`companyOnboarding.kyc.paymentRanges.${value}`),
        }))}
        {...form.register('MonthlyPayments')}
      />
      {QUESTIONS.map(([name, label]) => (
        <YesNoField
          key={name}
          control={form.control}
          name={name}
          label={t(`companyOnboarding.kyc.${label}`)}
        />
      ))}
    </StepForm>
  );
}
