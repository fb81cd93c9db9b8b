import { useTranslation } from 'react-i18next';
import * as ownDetails from '../../../api/ownDetails';
import { bankAccountChangeSchema } from '../../../domain/customer/ownDetails';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { FormField } from '../../../ui/FormField';
import { useMessageText } from '../../../ui/MessageText';
import { Stack } from '../../../ui/Stack';
import { TextInput } from '../../../ui/TextInput';
import { useBankForm } from '../../data/form';
import {
  ConfirmedChangeOutcome,
  useKeptChange as useKeptCompletion,
} from '../../data/ConfirmedChangeOutcome';
import { usePreparedConfirmation } from '../../data/operation';
import type { ReturnStatus } from '../../data/returnStatus';

const HERE = '/bank/customer';
const useKeptChange = () => useKeptCompletion(ownDetails.updateBankAccountComplete);

/** The new account the bank pays to, on its way to strong identification. */
export function BankAccountChange() {
  const { t } = useTranslation();
  const text = useMessageText();
  const { keep } = useKeptChange();
  const form = useBankForm(bankAccountChangeSchema, { defaultValues: { Iban: '' } });
  const { start, busy } = usePreparedConfirmation(ownDetails.updateBankAccountStart);
  const error = form.formState.errors.Iban?.message;
  const submit = form.handleSubmit((change) =>
    start(change, ({ SessionId }) => {
      keep({ SessionId });
      return { nextUrl: HERE, returnUrl: HERE };
    }).catch((refusal: unknown) => {
      form.showRefusal(refusal);
    }),
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap={4}>
        <FormField label={t('customer.bankAccount.iban')} error={error && text(error)}>
          <TextInput autoComplete="off" maxLength={42} {...form.register('Iban')} />
        </FormField>
        {form.refusal && (
          <AlertBox tone="error">
            <span>{text(form.refusal)}</span>
          </AlertBox>
        )}
        <div>
          <Button type="submit" busy={busy}>
            {t('customer.bankAccount.save')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** Back from strong identification: the account changed, or why not. */
export function BankAccountOutcome({ status }: { status: ReturnStatus }) {
  const { t } = useTranslation();
  return (
    <ConfirmedChangeOutcome
      completion={ownDetails.updateBankAccountComplete}
      status={status}
      titles={{
        ok: t('customer.bankAccount.ok'),
        error: t('customer.bankAccount.error'),
        cancel: t('customer.bankAccount.cancel'),
      }}
    />
  );
}
