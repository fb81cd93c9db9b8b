import {
  Controller,
  useWatch,
  type ControllerFieldState,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  isBicRequired,
  PAYEE_NAME_MAX_LENGTH,
  toPayeePayload,
  type PayeeForm,
  type PayeePayload,
} from '../../domain/payments/payeeForm';
import { Button } from '../Button';
import { FormField } from '../FormField';
import { Stack } from '../Stack';
import { TextInput } from '../TextInput';

export interface PayeeFieldsProps {
  form: UseFormReturn<PayeeForm>;
  onSubmit: (payee: PayeePayload) => void;
  submitLabel?: string;
  busy?: boolean;
}

/**
 * The IBAN tab: account, name and, for a foreign account, BIC; validated by the domain's
 * payeeFormSchema. A field's error shows once the field was left or the form submitted.
 */
export function PayeeFields({ form, onSubmit, submitLabel, busy = false }: PayeeFieldsProps) {
  const { t } = useTranslation();
  const { control, handleSubmit, formState } = form;
  const iban = useWatch({ control, name: 'RecipientIban' });
  const shownError = ({ isTouched, error }: ControllerFieldState) =>
    isTouched || formState.isSubmitted ? error?.message : undefined;

  return (
    <form noValidate onSubmit={handleSubmit((values) => onSubmit(toPayeePayload(values)))}>
      <Stack gap={4}>
        <Controller
          control={control}
          name="RecipientIban"
          rules={{ deps: ['RecipientBic'] }}
          render={({ field, fieldState }) => (
            <FormField label={t('kit.payeeEntryTabs.iban')} error={shownError(fieldState)}>
              <TextInput {...field} autoComplete="off" spellCheck={false} />
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="RecipientName"
          render={({ field, fieldState }) => (
            <FormField label={t('kit.payeeEntryTabs.name')} error={shownError(fieldState)}>
              <TextInput {...field} maxLength={PAYEE_NAME_MAX_LENGTH} autoComplete="off" />
            </FormField>
          )}
        />
        {isBicRequired(iban) && (
          <Controller
            control={control}
            name="RecipientBic"
            render={({ field, fieldState }) => (
              <FormField
                label={t('kit.payeeEntryTabs.bic')}
                hint={t('kit.payeeEntryTabs.bicHint')}
                error={shownError(fieldState)}
              >
                <TextInput
                  {...field}
                  value={field.value ?? ''}
                  autoComplete="off"
                  spellCheck={false}
                />
              </FormField>
            )}
          />
        )}
        <div>
          <Button type="submit" busy={busy}>
            {submitLabel ?? t('common.continue')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
