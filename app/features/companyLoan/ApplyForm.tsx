import { useTranslation } from 'react-i18next';
import * as calls from '../../../api/companyLoanApplication';
import { COMPANY_LOAN_PURPOSES } from '../../../domain/loans/companyLoanApplication';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import { useCallMutation } from '../../data/calls';
import { useBankForm } from '../../data/form';
import { ChoiceSelect } from '../../shell/ChoiceSelect';
import { StepForm } from '../../shell/StepForm';
import type { CompanyLoanApplication } from './api';
import type { CompanyLoanChoice } from './CompanyLoanCalculator';
import { applyForm } from './forms';

/**
 * The identified representative's application: the company (one they may sign for and that
 * banks with us), the loan's purpose and the contact details; sent, it is decided at once.
 */
export function ApplyForm({
  choice,
  companies,
  onDecided,
}: {
  choice: CompanyLoanChoice;
  companies: readonly { BusinessId: string; Name: string; IsCustomer: boolean }[];
  onDecided: (application: CompanyLoanApplication) => void;
}) {
  const { t } = useTranslation();
  const insert = useCallMutation(calls.companyLoanApplicationInsert);
  const basicData = useCallMutation(calls.companyBasicdata);
  const submit = useCallMutation(calls.companySubmit);
  const customers = companies.filter((company) => company.IsCustomer);
  const form = useBankForm(applyForm, {
    defaultValues: { BusinessId: customers[0]?.BusinessId ?? '' },
  });
  const send = form.handleSubmit(async ({ BusinessId, Purpose, Email, Phone }) => {
    try {
      const { Id } = await insert.mutateAsync({ BusinessId, ...choice });
      await basicData.mutateAsync({ Id, Purpose, Email, Phone });
      onDecided(await submit.mutateAsync({ Id }));
    } catch (refusal) {
      form.showRefusal(refusal);
    }
  });
  const error = (name: 'BusinessId' | 'Purpose' | 'Email' | 'Phone') =>
    form.formState.errors[name]?.message;
  return (
    <StepForm
      title={t('companyLoan.apply.title')}
      onSubmit={(event) => void send(event)}
      refusal={form.refusal}
      busy={insert.isPending || basicData.isPending || submit.isPending}
      submitLabel={t('companyLoan.apply.submit')}
    >
      {customers.length === 0 && <p>{t('companyLoan.apply.noCompanies')}</p>}
      <ChoiceSelect
        label={t('companyLoan.apply.company')}
        placeholder={t('companyLoan.apply.choose')}
        error={error('BusinessId')}
        width="long"
        options={customers.map((company) => ({
          value: company.BusinessId,
          label: `${company.Name} (${company.BusinessId})`,
        }))}
        {...form.register('BusinessId')}
      />
      <ChoiceSelect
        label={t('companyLoan.apply.purpose')}
        placeholder={t('companyLoan.apply.choose')}
        error={error('Purpose')}
        options={COMPANY_LOAN_PURPOSES.map((value) => ({
          value,
          label: t(`companyLoan.purposes.${value}`),
        }))}
        {...form.register('Purpose')}
      />
      <FormField label={t('companyLoan.apply.email')} error={error('Email')}>
        <TextInput type="email" autoComplete="email" {...form.register('Email')} />
      </FormField>
      <FormField label={t('companyLoan.apply.phone')} error={error('Phone')}>
        <TextInput type="tel" autoComplete="tel" {...form.register('Phone')} />
      </FormField>
    </StepForm>
  );
}
