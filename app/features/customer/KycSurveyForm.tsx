import { useTranslation } from 'react-i18next';
import { privateCustomerSurvey } from '../../../api/kycSurvey';
import {
  FUNDS_SOURCES,
  kycSurveySchema,
  MONTHLY_DEPOSITS,
  RELATIONSHIP_PURPOSES,
} from '../../../domain/customer/kycSurvey';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { useMessageText } from '../../../ui/MessageText';
import { Stack } from '../../../ui/Stack';
import { useCallMutation } from '../../data/calls';
import { useBankForm } from '../../data/form';
import { ChoiceSelect } from '../../shell/ChoiceSelect';
import { YesNoField } from '../../shell/YesNoField';

/** The private customer survey: three choices and the two KYC questions of the applications. */
export function KycSurveyForm({ onDone }: { onDone: (validTo: string) => void }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const renew = useCallMutation(privateCustomerSurvey);
  const form = useBankForm(kycSurveySchema);
  const { register, control, formState } = form;
  const error = (name: keyof typeof formState.errors) => {
    const message = formState.errors[name]?.message;
    return message ? text(message) : undefined;
  };
  const submit = form.handleSubmit(async (answers) => {
    try {
      const kyc = await renew.mutateAsync(answers);
      onDone(kyc.KycValidTo ?? '');
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
          <AlertBox tone="error" title={t('customer.kyc.failed')}>
            <span>{text(form.refusal)}</span>
          </AlertBox>
        )}
        <div>
          <Button type="submit" busy={renew.isPending}>
            {t('customer.kyc.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
