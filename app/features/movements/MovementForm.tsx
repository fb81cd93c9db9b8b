import { useEffect, type ReactNode } from 'react';
import { useController, useWatch, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BankAccount } from '../../../api/bank';
import { PAYMENT_MESSAGE_MAX_LENGTH } from '../../../domain/payments/payment';
import { AmountInput, type AmountValue } from '../../../ui/AmountInput';
import { FormField } from '../../../ui/FormField';
import { Stack } from '../../../ui/Stack';
import { TextInput } from '../../../ui/TextInput';
import { AccountSelect } from '../../shell/AccountSelect';
import { FieldWidth } from '../../shell/FieldWidth';
import { FormFooter } from '../../shell/FormFooter';
import type { BankForm } from '../../data/form';

/** One of the two account choices: the call's field, its label and the accounts to offer. */
export interface AccountChoice<Values extends FieldValues> {
  name: Path<Values>;
  label: string;
  accounts: readonly BankAccount[];
  /** The bank's own accounts show their balance; another bank's balance is unknown. */
  showBalance: boolean;
}

export interface MovementFormProps<Input extends FieldValues, Output extends FieldValues> {
  form: BankForm<Input, Output>;
  from: AccountChoice<Input>;
  to: AccountChoice<Input>;
  amount: Path<Input>;
  /** The own transfer's message. */
  message?: Path<Input>;
  /** What the chosen source account should tell (free savings withdrawals). */
  note?: (from: BankAccount | undefined) => ReactNode;
  onSubmit: (values: Output) => void | Promise<void>;
}

/**
 * From which account, to which, how much (and a message), in the fields of the movement's call:
 * 'Jatka' leads to the summary. Shown again with the bank's refusal of a field, it focuses it.
 */
export function MovementForm<Input extends FieldValues, Output extends FieldValues>({
  form,
  from,
  to,
  amount,
  message,
  note,
  onSubmit,
}: MovementFormProps<Input, Output>) {
  const { t } = useTranslation();
  const { register, control, handleSubmit, getFieldState, setFocus, formState } = form;
  const fromId = useWatch({ control, name: from.name }) as string;
  const amountField = useController({ control, name: amount });
  const error = (name: Path<Input>) => getFieldState(name, formState).error?.message;
  const choose = t('movements.common.chooseAccount');

  // Once, as the form comes back from the summary with a refused field.
  useEffect(() => {
    const refused = [from.name, to.name, amount, message].find(
      (name) => name && getFieldState(name).error,
    );
    if (refused) setFocus(refused);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as said above
  }, []);

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <Stack gap={4}>
        <AccountSelect
          label={from.label}
          placeholder={choose}
          accounts={from.accounts}
          showBalance={from.showBalance}
          error={error(from.name)}
          {...register(from.name, { deps: [to.name] })}
        />
        {note?.(from.accounts.find((account) => account.Id === fromId))}
        <AccountSelect
          label={to.label}
          placeholder={choose}
          accounts={to.accounts.filter((account) => account.Id !== fromId)}
          showBalance={to.showBalance}
          error={error(to.name)}
          {...register(to.name)}
        />
        <FieldWidth $max="amount">
          <FormField
            label={t('movements.common.amount')}
            hint={t('movements.common.amountHint')}
            error={amountField.fieldState.error?.message}
          >
            <AmountInput {...amountField.field} value={amountField.field.value as AmountValue} />
          </FormField>
        </FieldWidth>
        {message && (
          <FormField label={t('movements.common.message')} error={error(message)}>
            <TextInput {...register(message)} maxLength={PAYMENT_MESSAGE_MAX_LENGTH} />
          </FormField>
        )}
        <FormFooter refusal={form.refusal} busy={formState.isSubmitting} />
      </Stack>
    </form>
  );
}
