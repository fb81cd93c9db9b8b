import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { BankAccount } from '../../../api/bank';
import * as calls from '../../../api/cardApplication';
import { code } from '../../../domain/errors/message';
import { AlertBox } from '../../../ui/AlertBox';
import { useCallMutation } from '../../data/calls';
import { choiceField, useBankForm } from '../../data/form';
import { AccountSelect } from '../../shell/AccountSelect';
import { FocusedHeading } from '../../shell/FocusedHeading';
import { useOwnAccounts } from '../../shell/ownAccounts';
import { WhenLoaded } from '../../shell/WhenLoaded';
import type { CardApplication } from './api';
import { StepForm } from '../../shell/StepForm';

const paymentAccountForm = z.object({ AccountId: choiceField(code('errors.validation.required')) });

/** The card is made: the applicant's own payment account the card bill is paid from. */
export function PaymentAccountStep({ application }: { application: CardApplication }) {
  const { t } = useTranslation();
  const accounts = useOwnAccounts();
  return (
    <WhenLoaded queries={[accounts] as const} failedTitle={t('cardApplication.payment.failed')}>
      {(own) => {
        const payment = own.filter(
          (account) => account.Type === 'BankAccount' && account.IsPaymentAccount,
        );
        return payment.length === 0 ? (
          <>
            <FocusedHeading>{t('cardApplication.steps.payment')}</FocusedHeading>
            <AlertBox tone="info">{t('cardApplication.payment.noAccounts')}</AlertBox>
          </>
        ) : (
          <AccountForm application={application} accounts={payment} />
        );
      }}
    </WhenLoaded>
  );
}

function AccountForm({
  application,
  accounts,
}: {
  application: CardApplication;
  accounts: readonly BankAccount[];
}) {
  const { t } = useTranslation();
  const connect = useCallMutation(calls.cardAddBankConnection);
  const form = useBankForm(paymentAccountForm, {
    defaultValues: { AccountId: accounts.length === 1 ? accounts[0]!.Id : '' },
  });
  const submit = form.handleSubmit(async ({ AccountId }) => {
    try {
      await connect.mutateAsync({ Id: application.Id, AccountId });
    } catch (refusal) {
      form.showRefusal(refusal);
    }
  });
  return (
    <StepForm
      title={t('cardApplication.steps.payment')}
      onSubmit={(event) => void submit(event)}
      refusal={form.refusal}
      busy={connect.isPending}
      submitLabel={t('cardApplication.actions.connect')}
    >
      <p>{t('cardApplication.payment.intro')}</p>
      <AccountSelect
        label={t('cardApplication.fields.paymentAccount')}
        placeholder={t('cardApplication.fields.paymentAccount')}
        accounts={accounts}
        error={form.formState.errors.AccountId?.message}
        {...form.register('AccountId')}
      />
    </StepForm>
  );
}
