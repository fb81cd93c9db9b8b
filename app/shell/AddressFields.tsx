import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { FormField } from '../../ui/FormField';
import { TextInput } from '../../ui/TextInput';
import { FieldWidth } from './FieldWidth';

type AddressField = 'StreetAddress' | 'PostalCode' | 'City';

/**
 * A form's street address, postal code and city. The postal code takes a numeric keyboard unless
 * the form also takes foreign addresses, whose codes may have letters.
 */
export function AddressFields<Values extends FieldValues & Record<AddressField, unknown>>({
  register,
  error,
  labels,
  numericPostalCode = true,
}: {
  register: UseFormRegister<Values>;
  /** The field's error, as the form shows its errors. */
  error: (field: AddressField) => string | undefined;
  labels: Record<AddressField, string>;
  numericPostalCode?: boolean;
}) {
  const field = (name: AddressField) => register(name as Path<Values>);
  return (
    <>
      <FormField label={labels.StreetAddress} error={error('StreetAddress')}>
        <TextInput autoComplete="street-address" maxLength={100} {...field('StreetAddress')} />
      </FormField>
      <FieldWidth $max="reference">
        <FormField label={labels.PostalCode} error={error('PostalCode')}>
          <TextInput
            autoComplete="postal-code"
            inputMode={numericPostalCode ? 'numeric' : undefined}
            {...field('PostalCode')}
          />
        </FormField>
      </FieldWidth>
      <FormField label={labels.City} error={error('City')}>
        <TextInput autoComplete="address-level2" maxLength={50} {...field('City')} />
      </FormField>
    </>
  );
}
