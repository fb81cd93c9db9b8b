import { useTranslation } from 'react-i18next';
import * as calls from '../../../api/broker';
import { COMPANY_LOAN_PURPOSES } from '../../../domain/loans/companyLoanApplication';
import { COMPANY_LOAN_TYPES } from '../../../domain/loans/loan';
import { AlertBox } from '../../../ui/AlertBox';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import { useCallMutation } from '../../data/calls';
import { useBankForm } from '../../data/form';
import { ChoiceSelect } from '../../shell/ChoiceSelect';
import { StepForm } from '../../shell/StepForm';
import { confirmationAddress } from './addresses';
import { brokerForm } from './forms';

type Field =
  'BusinessId' | 'LoanType' | 'Amount' | 'InstallmentCount' | 'Purpose' | 'Email' | 'Phone';

/** The broker applies for a client company; the answer gives the link its signatory confirms. */
export function BrokerApplicationForm() {
  const { t } = useTranslation();
  const apply = useCallMutation(calls.brokerInit);
  const form = useBankForm(brokerForm, {
    defaultValues: { LoanType: 'FlexLoan', Amount: '30000', InstallmentCount: '12' },
  });
  const send = form.handleSubmit(async (application) => {
    try {
      await apply.mutateAsync(application);
    } catch (refusal) {
      form.showRefusal(refusal);
    }
  });
  const error = (name: Field) => form.formState.errors[name]?.message;
  return (
    <StepForm
      title={t('broker.form.heading')}
      onSubmit={(event) => void send(event)}
      refusal={form.refusal}
      busy={apply.isPending}
      submitLabel={t('broker.form.submit')}
    >
      {apply.data && (
        <AlertBox tone="success">
          <span role="status">
            {t('broker.form.sent')} <code>{confirmationAddress(apply.data.Id)}</code>
          </span>
        </AlertBox>
      )}
      <FormField label={t('broker.form.businessId')} error={error('BusinessId')}>
        <TextInput autoComplete="off" {...form.register('BusinessId')} />
      </FormField>
      <ChoiceSelect
        label={t('broker.form.loanType')}
        placeholder={t('broker.form.choose')}
        error={error('LoanType')}
        options={COMPANY_LOAN_TYPES.map((value) => ({
          value,
          label: t(`companyLoan.loanNames.${value}`),
        }))}
        {...form.register('LoanType')}
      />
      <FormField label={t('broker.form.amount')} error={error('Amount')}>
        <TextInput inputMode="numeric" {...form.register('Amount')} />
      </FormField>
      <FormField label={t('broker.form.months')} error={error('InstallmentCount')}>
        <TextInput inputMode="numeric" {...form.register('InstallmentCount')} />
      </FormField>
      <ChoiceSelect
        label={t('broker.form.purpose')}
        placeholder={t('broker.form.choose')}
        error={error('Purpose')}
        options={COMPANY_LOAN_PURPOSES.map((value) => ({
          value,
          label: t(`companyLoan.purposes.${value}`),
        }))}
        {...form.register('Purpose')}
      />
      <FormField label={t('broker.form.email')} error={error('Email')}>
        <TextInput type="email" autoComplete="off" {...form.register('Email')} />
      </FormField>
      <FormField label={t('broker.form.phone')} error={error('Phone')}>
        <TextInput type="tel" autoComplete="off" {...form.register('Phone')} />
      </FormField>
    </StepForm>
  );
}
