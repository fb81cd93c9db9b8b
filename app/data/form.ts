import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback } from 'react';
import { useForm, type FieldValues, type Path, type UseFormProps } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../api/apiError';

/** Where a refusal that names no field of the form is kept: `formState.errors.root.bank`. */
const ROOT_REFUSAL = 'root.bank';

/**
 * A form of the web bank: its schema (derived from the call's request schema, with the same
 * rules as the bank's), errors shown when the form is sent (the first wrong field focused) and
 * then as each is corrected, and the bank's refusals put on the field they name. Not on leaving
 * a field: an error appearing then moves the button under a pointer about to press it, and the
 * press is lost (a form the spec validates on change, such as the security limits, asks itself).
 */
export function useBankForm<Input extends FieldValues, Output extends FieldValues = Input>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<NoInfer<Input>, unknown, NoInfer<Output>>, 'resolver' | 'mode'> = {},
) {
  const form = useForm<Input, unknown, Output>({
    ...options,
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { setError, getValues } = form;

  /**
   * Puts the bank's refusal on the field it names (its ErrorKey, or the field `fields` maps it
   * to), focusing it, and answers true. A refusal naming no field of this form (or a failure
   * that is no refusal) becomes the form's `refusal`, which the page says above its button.
   */
  const showRefusal = useCallback(
    (error: unknown, fields: Partial<Record<string, Path<Input>>> = {}): boolean => {
      const { ErrorKey, ErrorMessage } =
        error instanceof ApiError
          ? error
          : { ErrorKey: '', ErrorMessage: error instanceof Error ? error.message : String(error) };
      const field =
        fields[ErrorKey] ??
        (ErrorKey !== '' && ErrorKey in getValues() ? (ErrorKey as Path<Input>) : undefined);
      if (!field) {
        setError(ROOT_REFUSAL, { type: 'bank', message: ErrorMessage });
        return false;
      }
      setError(field, { type: 'bank', message: ErrorMessage }, { shouldFocus: true });
      return true;
    },
    [getValues, setError],
  );
  const refusal = form.formState.errors.root?.bank?.message ?? null;
  return { ...form, showRefusal, refusal };
}

export type BankForm<Input extends FieldValues, Output extends FieldValues = Input> = ReturnType<
  typeof useBankForm<Input, Output>
>;

/** A choice of the form (an account) that must be made: `message` until it is. */
export const choiceField = (message: string) => z.string().min(1, message);
