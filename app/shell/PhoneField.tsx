import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useMessageText } from '../../ui/MessageText';
import { PhoneInput } from '../../ui/PhoneInput';

/** A form's phone number: the kit's country code and number, its error in the customer's words. */
export function PhoneField<Values extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<Values>;
  name: Path<Values>;
  label: string;
}) {
  const text = useMessageText();
  const { field, fieldState } = useController({ control, name });
  return (
    <PhoneInput
      label={label}
      name={field.name}
      defaultValue={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message && text(fieldState.error.message)}
    />
  );
}
