import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as calls from '../../../api/cardApplication';
import { EMPLOYMENT_TYPES, HOUSING_TYPES } from '../../../domain/cards/creditCardProposal';
import { formatMoney } from '../../../domain/money/money';
import { AmountInput, type AmountValue } from '../../../ui/AmountInput';
import { FormField } from '../../../ui/FormField';
import { useCallMutation } from '../../data/calls';
import { useBankForm } from '../../data/form';
import { ChoiceSelect } from '../../shell/ChoiceSelect';
import { FieldWidth } from '../../shell/FieldWidth';
import type { CardApplication } from './api';
import { applicationStepForm, LIMIT_CHOICES, type ApplicationStepInput } from './forms';
import { StepForm } from '../../shell/StepForm';

/** The limit asked, income and expenses, employment and housing. */
export function ApplicationStep({
  application,
  onDone,
}: {
  application: CardApplication;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useCallMutation(calls.onboardingUpdateApplication);
  const form = useBankForm(applicationStepForm, {
    defaultValues: {
      RequestedLimit: String(application.RequestedLimit),
      MonthlyIncome: application.MonthlyIncome ?? undefined,
      MonthlyExpenses: application.MonthlyExpenses ?? undefined,
      EmploymentEnum: (application.EmploymentEnum ?? '') as ApplicationStepInput['EmploymentEnum'],
      HousingEnum: (application.HousingEnum ?? '') as ApplicationStepInput['HousingEnum'],
    },
  });
  const { control, register, handleSubmit, showRefusal, formState } = form;
  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ Id: application.Id, ...values });
      onDone();
    } catch (refusal) {
      showRefusal(refusal);
    }
  });

  return (
    <StepForm
      title={t('cardApplication.steps.application')}
      onSubmit={(event) => void submit(event)}
      refusal={form.refusal}
      busy={save.isPending}
    >
      <ChoiceSelect
        label={t('cardApplication.fields.requestedLimit')}
        placeholder={t('cardApplication.fields.requestedLimit')}
        error={formState.errors.RequestedLimit?.message}
        options={LIMIT_CHOICES.map((cents) => ({ value: cents, label: formatMoney(cents) }))}
        {...register('RequestedLimit')}
      />
      {(['MonthlyIncome', 'MonthlyExpenses'] as const).map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field, fieldState }) => (
            <FieldWidth $max="amount">
              <FormField
                label={t(
                  `cardApplication.fields.${name === 'MonthlyIncome' ? 'monthlyIncome' : 'monthlyExpenses'}`,
                )}
                hint={
                  name === 'MonthlyExpenses'
                    ? t('cardApplication.fields.monthlyExpensesHint')
                    : undefined
                }
                error={fieldState.error?.message}
              >
                <AmountInput {...field} value={(field.value ?? '') as AmountValue} />
              </FormField>
            </FieldWidth>
          )}
        />
      ))}
      <ChoiceSelect
        label={t('cardApplication.fields.employment')}
        placeholder={t('cardApplication.fields.employment')}
        error={formState.errors.EmploymentEnum?.message}
        options={EMPLOYMENT_TYPES.map((type) => ({
          value: type,
          label: t(`cardApplication.employment.${type}`),
        }))}
        {...register('EmploymentEnum')}
      />
      <ChoiceSelect
        label={t('cardApplication.fields.housing')}
        placeholder={t('cardApplication.fields.housing')}
        error={formState.errors.HousingEnum?.message}
        options={HOUSING_TYPES.map((type) => ({
          value: type,
          label: t(`cardApplication.housing.${type}`),
        }))}
        {...register('HousingEnum')}
      />
    </StepForm>
  );
}
