import { useTranslation } from 'react-i18next';
import {
  FUNDS_SOURCES,
  kycSurveySchema,
  MONTHLY_DEPOSITS,
  RELATIONSHIP_PURPOSES,
  type KycSurvey,
} from '../../domain/customer/kycSurvey';
import { AlertBox } from '../../ui/AlertBox';
import { Button } from '../../ui/Button';
import { useMessageText } from '../../ui/MessageText';
import { Stack } from '../../ui/Stack';
import { useBankForm } from '../data/form';
import { ChoiceSelect } from './ChoiceSelect';
import { YesNoField } from './YesNoField';

interface KycSurveyFormProps {
  /** Sends the answers; a refusal it throws is shown under the form, the answers kept. */
  onAnswers: (answers: KycSurvey) => Promise<void>;
  busy: boolean;
  /** The button and the refusal's title, when the answers do more than renew (registration). */
  submitLabel?: string;
  failedTitle?: string;
}

/**
 * The private customer survey: three choices and the two KYC questions of the applications. A
 * customer renews her KYC with it (`privatecustomersurvey`), a person becomes a customer with it
 * (`registration-complete`); texts in the customer namespace.
 */
export function KycSurveyForm({ onAnswers, busy, submitLabel, failedTitle }: KycSurveyFormProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const form = useBankForm(kycSurveySchema);
  const { register, control, formState } = form;
  const error = (name: keyof typeof formState.errors) => {
    const message = formState.errors[name]?.message;
    return message ? text(message) : undefined;
  };
  const submit = form.handleSubmit(async (answers) => {
    try {
      await onAnswers(answers);
    } catch (refusal) {
      form.showRefusal(refusal);
    }
  });
  const options = <Value extends string>(values: readonly Value[], labels: string) =>
    values.map((value) => ({ value, label: t(`customer.kyc.${labels}.${value}` as never) }));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap={4}>
        <p>{t('customer.kyc.intro')}</p>
        <ChoiceSelect
          label={t('customer.kyc.purpose')}
          placeholder={t('customer.kyc.choose')}
          options={options(RELATIONSHIP_PURPOSES, 'purposes')}
          error={error('RelationshipPurpose')}
          width="long"
          {...register('RelationshipPurpose')}
        />
        <ChoiceSelect
          label={t('customer.kyc.fundsSource')}
          placeholder={t('customer.kyc.choose')}
          options={options(FUNDS_SOURCES, 'fundsSources')}
          error={error('FundsSource')}
          width="long"
          {...register('FundsSource')}
        />
        <ChoiceSelect
          label={t('customer.kyc.monthlyDeposits')}
          placeholder={t('customer.kyc.choose')}
          options={options(MONTHLY_DEPOSITS, 'monthlyDepositAmounts')}
          error={error('MonthlyDeposits')}
          width="long"
          {...register('MonthlyDeposits')}
        />
        <YesNoField
          control={control}
          name="IsPoliticallyExposed"
          label={t('customer.kyc.politicallyExposed')}
        />
        <YesNoField control={control} name="ActsOnOwnBehalf" label={t('customer.kyc.ownBehalf')} />
        {form.refusal && (
          <AlertBox tone="error" title={failedTitle ?? t('customer.kyc.failed')}>
            <span>{text(form.refusal)}</span>
          </AlertBox>
        )}
        <div>
          <Button type="submit" busy={busy}>
            {submitLabel ?? t('customer.kyc.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
