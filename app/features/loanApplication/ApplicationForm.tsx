import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { onboardingUpdate } from '../../../api/loanApplication';
import { LOAN_PURPOSES } from '../../../domain/loans/loan';
import { AlertBox } from '../../../ui/AlertBox';
import { AmountInput, type AmountValue } from '../../../ui/AmountInput';
import { Button } from '../../../ui/Button';
import { controlBox, FormField } from '../../../ui/FormField';
import { useMessageText } from '../../../ui/MessageText';
import { Stack } from '../../../ui/Stack';
import { TextInput } from '../../../ui/TextInput';
import { useCallMutation } from '../../data/calls';
import { useBankForm } from '../../data/form';
import { FieldWidth } from '../../shell/FieldWidth';
import { YesNoField } from '../../shell/YesNoField';
import { loanApplicationForm, type LoanApplicationFormInput } from './applicationForm';
import { PhoneField } from '../../shell/PhoneField';
import { AddressFields } from '../../shell/AddressFields';

const Select = styled.select`
  ${controlBox}
  width: 100%;
  max-width: 36rem;
`;

const Section = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    margin-bottom: ${({ theme }) => theme.space[3]};
    padding: 0;
    font-size: ${({ theme }) => theme.typography.size.lg};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;

/**
 * The application form: identity (from the identification), contact details, income and
 * expenses, the purpose and the KYC questions. A refusal of the bank goes under its field and
 * everything typed stays; once saved, the credit decision follows by itself.
 */
export function ApplicationForm({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const save = useCallMutation(onboardingUpdate);
  const form = useBankForm(loanApplicationForm, {
    defaultValues: { PurposeEnum: '' as LoanApplicationFormInput['PurposeEnum'] },
  });
  const { control, register, handleSubmit, showRefusal, formState } = form;
  const error = (name: keyof LoanApplicationFormInput) => formState.errors[name]?.message;

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ Id: applicationId, ...values });
    } catch (refusal) {
      showRefusal(refusal);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="application-form">
      <Stack gap={6}>
        <h2 id="application-form">{t('loanApplication.form.title')}</h2>
        <Section>
          <legend>{t('loanApplication.form.identity')}</legend>
          <p>{t('loanApplication.form.identified')}</p>
        </Section>
        <Section>
          <legend>{t('loanApplication.form.contact')}</legend>
          <FormField label={t('loanApplication.form.email')} error={error('Email')}>
            <TextInput type="email" autoComplete="email" maxLength={80} {...register('Email')} />
          </FormField>
          <PhoneField control={control} name="Phone" label={t('loanApplication.form.phone')} />
          <AddressFields
            register={register}
            error={error}
            labels={{
              StreetAddress: t('loanApplication.form.streetAddress'),
              PostalCode: t('loanApplication.form.postalCode'),
              City: t('loanApplication.form.city'),
            }}
          />
        </Section>
        <Section>
          <legend>{t('loanApplication.form.money')}</legend>
          {(['MonthlyIncome', 'MonthlyExpenses'] as const).map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field, fieldState }) => (
                <FieldWidth $max="amount">
                  <FormField
                    label={t(
                      `loanApplication.form.${name === 'MonthlyIncome' ? 'income' : 'expenses'}`,
                    )}
                    hint={t(
                      `loanApplication.form.${name === 'MonthlyIncome' ? 'incomeHint' : 'expensesHint'}`,
                    )}
                    error={fieldState.error?.message}
                  >
                    <AmountInput {...field} value={(field.value ?? '') as AmountValue} />
                  </FormField>
                </FieldWidth>
              )}
            />
          ))}
          <FormField label={t('loanApplication.form.purpose')} error={error('PurposeEnum')}>
            {(field) => (
              <Select
                {...register('PurposeEnum')}
                id={field.id}
                aria-invalid={field.invalid || undefined}
                aria-describedby={field.describedBy}
              >
                <option value="">{t('loanApplication.form.choosePurpose')}</option>
                {LOAN_PURPOSES.map((purpose) => (
                  <option key={purpose} value={purpose}>
                    {t(`loans.purpose.${purpose}`)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </Section>
        <Section>
          <legend>{t('loanApplication.form.kyc')}</legend>
          <YesNoField
            control={control}
            name="IsPoliticallyExposed"
            label={t('loanApplication.form.politicallyExposed')}
          />
          <YesNoField
            control={control}
            name="ActsOnOwnBehalf"
            label={t('loanApplication.form.ownBehalf')}
          />
        </Section>
        {form.refusal && (
          <AlertBox tone="error" title={t('loanApplication.form.failed')}>
            {text(form.refusal)}
          </AlertBox>
        )}
        <div>
          <Button type="submit" busy={save.isPending}>
            {t('loanApplication.form.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
