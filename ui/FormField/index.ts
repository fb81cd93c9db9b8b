export { FieldHint, FieldLabel, FormField, describedBy, useFormField } from './FormField';
export type { FormFieldControl, FormFieldProps } from './FormField';
export { FieldMessage } from './FieldMessage';
export type { FieldMessageProps } from './FieldMessage';
export { controlBox } from './controlStyles';
