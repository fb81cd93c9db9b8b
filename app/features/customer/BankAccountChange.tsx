import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import * as ownDetails from '../../../api/ownDetails';
import { bankAccountChangeSchema } from '../../../domain/customer/ownDetails';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { FormField } from '../../../ui/FormField';
import { useMessageText } from '../../../ui/MessageText';
import { Stack } from '../../../ui/Stack';
import { TextInput } from '../../../ui/TextInput';
import { useBankForm } from '../../data/form';
import { useCompletion, useOperationDraft, usePreparedConfirmation } from '../../data/operation';
import type { ReturnStatus } from '../../data/returnStatus';
import { LoadFailed } from '../../shell/LoadFailed';

const HERE = '/bank/customer';
const keptChange = z.object({ SessionId: z.uuid() });
const useKeptChange = () =>
  useOperationDraft(ownDetails.updateBankAccountComplete.path, keptChange);

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

const OUTCOME = {
  ok: { tone: 'success', title: 'customer.bankAccount.ok' },
  error: { tone: 'error', title: 'customer.bankAccount.error' },
  cancel: { tone: 'info', title: 'customer.bankAccount.cancel' },
} as const;

/**
 * Back from strong identification: the bank's completion of the change kept in this tab, then
 * what became of it. Without a kept change (a reload after it) the banner alone.
 */
export function BankAccountOutcome({ status }: { status: ReturnStatus }) {
  const { t } = useTranslation();
  const { draft, forget } = useKeptChange();
  const completion = useCompletion(
    ownDetails.updateBankAccountComplete,
    status === 'ok' ? draft : null,
  );
  useEffect(() => {
    if (completion.isSuccess || (status !== 'ok' && draft)) forget();
  }, [completion.isSuccess, status, draft, forget]);
  if (completion.isError) {
    return (
      <LoadFailed
        title={t('customer.bankAccount.error')}
        error={completion.error}
        onRetry={completion.retry}
      />
    );
  }
  if (status === 'ok' && draft && !completion.isSuccess) return null;
  const { tone, title } = OUTCOME[status];
  return <AlertBox tone={tone} title={t(title)} />;
}
