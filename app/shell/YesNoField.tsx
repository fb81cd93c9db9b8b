import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SingleSelectButtons } from '../../ui/SingleSelectButtons';

const ANSWERS = ['yes', 'no'] as const;
type Answer = (typeof ANSWERS)[number];

/** A yes/no question of a form (the KYC questions), kept as a boolean (unanswered until chosen). */
export function YesNoField<Values extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<Values>;
  name: Path<Values>;
  label: string;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const value: Answer | null = field.value === true ? 'yes' : field.value === false ? 'no' : null;
  return (
    <SingleSelectButtons
      label={label}
      error={fieldState.error?.message}
      options={ANSWERS.map((answer) => ({
        value: answer,
        label: t(`common.${answer}`),
      }))}
      value={value}
      onChange={(chosen) => {
        field.onChange(chosen === null ? undefined : chosen === 'yes');
        field.onBlur();
      }}
    />
  );
}
