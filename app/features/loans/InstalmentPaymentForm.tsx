import type { FormEventHandler, ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Stack } from '../../../ui/Stack';
import { FormFooter } from '../../shell/FormFooter';
import { AmountFormField } from './AmountFormField';

/**
 * The form of an instalment's payment, from an account here or in another bank: where the money
 * comes from (`children`), then the amount and the button, with the bank's refusal above it.
 */
export function InstalmentPaymentForm<Values extends FieldValues & { Amount: unknown }>({
  control,
  refusal,
  busy,
  onSubmit,
  children,
}: {
  control: Control<Values>;
  refusal: string | null;
  busy: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap={4}>
        {children}
        <AmountFormField
          control={control}
          name={'Amount' as Path<Values>}
          label={t('loans.payment.amount')}
          hint={t('loans.payment.amountHint')}
        />
        <FormFooter refusal={refusal} busy={busy} />
      </Stack>
    </form>
  );
}
