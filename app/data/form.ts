import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback } from 'react';
import { useForm, type FieldValues, type Path, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../api/apiError';

/**
 * A form of the web bank: its schema (derived from the call's request schema, with the same
 * rules as the bank's), errors shown once a field was touched or the form submitted, and the
 * bank's refusals put on the field they name.
 */
export function useBankForm<Values extends FieldValues>(
  schema: z.ZodType<Values, Values>,
  options: Omit<UseFormProps<Values>, 'resolver' | 'mode'> = {},
) {
  const form = useForm<Values>({ ...options, resolver: zodResolver(schema), mode: 'onTouched' });
  const { setError } = form;

  /**
   * Puts the bank's refusal on the field it names (its ErrorKey, or the field `fields` maps it
   * to), focusing it. False when it names no field of this form: the page then says it above.
   */
  const showRefusal = useCallback(
    (error: unknown, fields: Partial<Record<string, Path<Values>>> = {}): boolean => {
      if (!(error instanceof ApiError)) return false;
      const field =
        fields[error.ErrorKey] ??
        (error.ErrorKey in (form.getValues() as object)
          ? (error.ErrorKey as Path<Values>)
          : undefined);
      if (!field) return false;
      setError(field, { type: 'server', message: error.ErrorMessage }, { shouldFocus: true });
      return true;
    },
    [form, setError],
  );
  return { ...form, showRefusal };
}
