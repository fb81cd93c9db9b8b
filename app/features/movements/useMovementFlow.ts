import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/apiError';
import { MOVEMENT_FIELD_OF_ERROR_KEY, movementSchema, type MovementValues } from './movementForm';

export type MovementStep<Result> =
  { kind: 'form' } | { kind: 'review' } | { kind: 'done'; result: Result };

/**
 * The three steps of moving money: the form, its summary to confirm (every irreversible step
 * asks first), and the result. The form keeps what was typed while the summary is shown; the
 * bank's refusal of a field takes the customer back to that field.
 */
export function useMovementFlow<Result>(defaults: MovementValues) {
  const { t } = useTranslation();
  const schema = useMemo(() => movementSchema(t), [t]);
  const form = useForm<MovementValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: defaults,
  });
  const [step, setStep] = useState<MovementStep<Result>>({ kind: 'form' });
  const [refusal, setRefusal] = useState<string | null>(null);

  return {
    form,
    step,
    refusal,
    review: () => {
      setRefusal(null);
      setStep({ kind: 'review' });
    },
    edit: () => setStep({ kind: 'form' }),
    done: (result: Result) => setStep({ kind: 'done', result }),
    again: () => {
      form.reset(defaults);
      setStep({ kind: 'form' });
    },
    refused: (error: unknown) => {
      if (!(error instanceof ApiError)) {
        setRefusal(error instanceof Error ? error.message : String(error));
        return;
      }
      const field = MOVEMENT_FIELD_OF_ERROR_KEY[error.ErrorKey];
      if (!field) {
        setRefusal(error.ErrorMessage);
        return;
      }
      form.setError(field, { type: 'server', message: error.ErrorMessage });
      setStep({ kind: 'form' });
    },
  };
}

export type MovementFlow<Result> = ReturnType<typeof useMovementFlow<Result>>;
