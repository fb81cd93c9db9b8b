import type { ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BankAccount } from '../../../api/bank';
import { PAYMENT_MESSAGE_MAX_LENGTH } from '../../../domain/payments/payment';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { FormField } from '../../../ui/FormField';
import { Stack } from '../../../ui/Stack';
import { TextInput } from '../../../ui/TextInput';
import { FieldWidth } from '../../shell/FieldWidth';
import { AccountSelect } from '../../shell/AccountSelect';
import type { MovementValues } from './movementForm';

export interface MovementFormProps {
  form: UseFormReturn<MovementValues>;
  from: { label: string; accounts: readonly BankAccount[]; showBalance: boolean };
  to: { label: string; accounts: readonly BankAccount[]; showBalance: boolean };
  withMessage?: boolean;
  /** What the chosen source account should tell (free savings withdrawals). */
  note?: (from: BankAccount | undefined) => ReactNode;
  onSubmit: (values: MovementValues) => void;
  busy?: boolean;
  refusal?: string | null;
}

/** From which account, to which, how much (and a message): 'Jatka' leads to the summary. */
export function MovementForm({
  form,
  from,
  to,
  withMessage = false,
  note,
  onSubmit,
  busy = false,
  refusal,
}: MovementFormProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, control, formState } = form;
  const { errors } = formState;
  const fromId = useWatch({ control, name: 'from' });
  const choose = t('movements.common.chooseAccount');

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Stack gap={4}>
        <AccountSelect
          label={from.label}
          placeholder={choose}
          accounts={from.accounts}
          showBalance={from.showBalance}
          error={errors.from?.message}
          {...register('from', { deps: ['to'] })}
        />
        {note?.(from.accounts.find((account) => account.Id === fromId))}
        <AccountSelect
          label={to.label}
          placeholder={choose}
          accounts={to.accounts.filter((account) => account.Id !== fromId)}
          showBalance={to.showBalance}
          error={errors.to?.message}
          {...register('to')}
        />
        <FieldWidth $max="amount">
          <FormField
            label={t('movements.common.amount')}
            hint={t('movements.common.amountHint')}
            error={errors.amount?.message}
          >
            <TextInput {...register('amount')} inputMode="decimal" autoComplete="off" />
          </FormField>
        </FieldWidth>
        {withMessage && (
          <FormField label={t('movements.common.message')} error={errors.message?.message}>
            <TextInput {...register('message')} maxLength={PAYMENT_MESSAGE_MAX_LENGTH} />
          </FormField>
        )}
        {refusal && <AlertBox tone="error">{refusal}</AlertBox>}
        <div>
          <Button type="submit" busy={busy}>
            {t('common.continue')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
