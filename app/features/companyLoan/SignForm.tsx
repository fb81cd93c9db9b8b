import { useTranslation } from 'react-i18next';
import * as calls from '../../../api/companyLoanApplication';
import { Checkbox } from '../../../ui/Checkbox';
import { useCallMutation } from '../../data/calls';
import { useBankForm } from '../../data/form';
import { StepForm } from '../../shell/StepForm';
import type { CompanyLoanApplication } from './api';
import { signForm } from './forms';

/** The signatory accepts the terms and signs by strong identification. */
export function SignForm({ application }: { application: CompanyLoanApplication }) {
  const { t } = useTranslation();
  const confirm = useCallMutation(calls.companySignConfirm);
  const start = useCallMutation(calls.companySignFtnStart);
  const form = useBankForm(signForm);
  const submit = form.handleSubmit(async () => {
    try {
      const { SessionId } = await confirm.mutateAsync({ Id: application.Id, TermsAccepted: true });
      const { IdentificationUrl } = await start.mutateAsync({ Id: application.Id, SessionId });
      window.location.assign(IdentificationUrl);
    } catch (refusal) {
      form.showRefusal(refusal);
    }
  });
  return (
    <StepForm
      title={t('companyLoan.sign.title')}
      onSubmit={(event) => void submit(event)}
      refusal={form.refusal}
      busy={confirm.isPending || start.isPending || start.isSuccess}
      submitLabel={t('companyLoan.sign.submit')}
    >
      <p>{t('companyLoan.sign.lead')}</p>
      <Checkbox
        label={t('companyLoan.sign.terms')}
        error={form.formState.errors.TermsAccepted?.message}
        {...form.register('TermsAccepted')}
      />
    </StepForm>
  );
}
