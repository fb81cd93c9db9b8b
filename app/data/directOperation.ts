import type { UseMutationOptions } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { ApiError } from '../../api/apiError';
import type { CallInput, CallOutput } from '../../api/call';
import { useIdempotencyKey } from '../shell/useIdempotencyKey';
import { useCallMutation } from './calls';
import type { BankForm } from './form';
import type { KeyedCall } from './operation';

/**
 * An operation the bank does at once from its form, with no summary in between (the form shows
 * what will be done): `submit` validates the form and sends `toRequest(values)` with an
 * IdempotencyKey that stays while the request does, so a double click or a retry after a lost
 * answer acts once. A refusal goes on the field it names, or above the form's button.
 */
export function useDirectOperation<
  C extends KeyedCall,
  Input extends FieldValues,
  Output extends FieldValues,
>(
  call: C,
  form: BankForm<Input, Output>,
  toRequest: (values: Output) => Omit<CallInput<C>, 'IdempotencyKey'>,
  options: Omit<UseMutationOptions<CallOutput<C>, ApiError, CallInput<C>>, 'mutationFn'> = {},
) {
  const keyFor = useIdempotencyKey();
  const operation = useCallMutation(call, options);
  const { handleSubmit, showRefusal } = form;
  const send = handleSubmit(async (values) => {
    const request = toRequest(values);
    await operation
      .mutateAsync({ ...request, IdempotencyKey: keyFor(request) } as CallInput<C>)
      .catch((error: unknown) => {
        showRefusal(error);
      });
  });
  return { ...operation, submit: (event: FormEvent) => void send(event) };
}
