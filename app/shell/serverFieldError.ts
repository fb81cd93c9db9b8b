import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../api/apiError';

/**
 * Puts the bank's refusal on the field it names (its ErrorKey), focusing it. Returns false when
 * the error names no field of this form: the form then shows it in an AlertBox.
 */
export function showOnField<Values extends FieldValues>(
  error: unknown,
  fields: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  const field = fields.find((name) => name === error.ErrorKey);
  if (!field) return false;
  setError(field, { type: 'server', message: error.ErrorMessage }, { shouldFocus: true });
  return true;
}
