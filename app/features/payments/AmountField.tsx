import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AmountInput, type AmountValue } from '../../../ui/AmountInput';
import { FormField } from '../../../ui/FormField';
import { FieldWidth } from '../../shell/FieldWidth';

/** A payment's amount ('Summa (€)'), a field of the form it is given. */
export function AmountField<Values extends FieldValues>({
  control,
  name,
}: {
  control: Control<Values>;
  name: Path<Values>;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <FieldWidth $max="amount">
      <FormField
        label={t('payments.form.amount')}
        hint={t('payments.form.amountHint')}
        error={fieldState.error?.message}
      >
        <AmountInput {...field} value={field.value as AmountValue} />
      </FormField>
    </FieldWidth>
  );
}
