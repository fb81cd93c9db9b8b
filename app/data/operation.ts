import { useCallback, useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import * as auth from '../../api/auth';
import type { Call, CallInput, CallOutput, CallPolicy, ConfirmationType } from '../../api/call';
import { useCallMutation } from './calls';

/**
 * The one way an operation is done in the web bank: fill in → (review) → prepare (init) →
 * strong identification where the call declares it → back → complete. These hooks are its parts.
 */

/** A draft kept under `name`, parsed with its schema: a stale or tampered entry counts as none. */
export function readDraft<Draft>(name: string, schema: z.ZodType<Draft>): Draft | null {
  try {
    const raw = sessionStorage.getItem(name);
    if (raw === null) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Keeps a draft under `name`, encoded by its schema (money as euros, as on the wire). */
export function keepDraft<Draft>(name: string, schema: z.ZodType<Draft>, draft: Draft): void {
  sessionStorage.setItem(name, JSON.stringify(z.encode(schema, draft)));
}

/**
 * The operation being filled in, kept in sessionStorage (never in the address) until its result:
 * a reload, the trip to strong identification and 'Takaisin' all find it again, and it goes
 * when the tab closes. It is kept encoded by its schema (money as euros, as on the wire) and
 * what is read back is parsed with it: a stale or tampered entry counts as none.
 */
export function useOperationDraft<Draft>(name: string, schema: z.ZodType<Draft>) {
  const [draft, setDraft] = useState<Draft | null>(() => readDraft(name, schema));
  const keep = useCallback(
    (next: Draft) => {
      keepDraft(name, schema, next);
      setDraft(next);
    },
    [name, schema],
  );
  const forget = useCallback(() => {
    sessionStorage.removeItem(name);
    setDraft(null);
  }, [name]);
  return { draft, keep, forget };
}

/** A call whose request carries an IdempotencyKey: the bank acts on one key once. */
export type KeyedCall = Call<z.ZodType<{ IdempotencyKey: string }, unknown>>;

/**
 * An operation the bank does at once, in three steps: the form, its summary, the result. What was
 * filled in is kept as a draft with a fresh IdempotencyKey while its summary is shown (a reload
 * finds it, and confirming again acts once); confirming sends exactly the draft. A refusal that
 * names a field of the form goes back to the form with it; any other is said on the summary.
 * `isFor` drops a draft kept for something else (another instalment, another tab's loan).
 */
export function useReviewedOperation<C extends KeyedCall>(
  call: C,
  {
    name = call.path,
    isFor = () => true,
  }: { name?: string; isFor?: (draft: CallInput<C>) => boolean } = {},
) {
  const kept = useOperationDraft(name, call.request as z.ZodType<CallInput<C>>);
  const draft = kept.draft !== null && isFor(kept.draft) ? kept.draft : null;
  const { forget } = kept;
  const operation = useCallMutation(call, { onSuccess: forget });
  /** Shows the summary of what was filled in. */
  const review = (request: Omit<CallInput<C>, 'IdempotencyKey'>) =>
    kept.keep({ ...request, IdempotencyKey: crypto.randomUUID() } as CallInput<C>);
  /** The summary's buttons for `form` (`fields` maps the bank's error keys to its fields). */
  const summaryActions = <Field extends string>(
    form: {
      showRefusal: (error: unknown, fields?: Partial<Record<string, Field>>) => boolean;
      refusal: string | null;
    },
    fields?: Partial<Record<string, Field>>,
  ) => ({
    onConfirm: () => {
      if (draft)
        operation.mutate(draft, {
          onError: (error) => form.showRefusal(error, fields) && forget(),
        });
    },
    onEdit: forget,
    busy: operation.isPending,
    refusal: form.refusal,
  });
  return { ...operation, draft, review, summaryActions };
}

export interface Confirmation {
  /** The SessionId of the operation the bank prepared. */
  sessionId: string;
  type: ConfirmationType;
  /** Where the customer comes back once confirmed (`status=ok`). */
  nextUrl: string;
  /** Where an error and a cancelled identification come back to (`status=error|cancel`). */
  returnUrl: string;
}

/**
 * Sends the browser to strong identification of a prepared operation. `leaving` stays true once
 * the browser is on its way, so the page keeps its busy state instead of flashing back.
 */
export function useStrongConfirmation() {
  const start = useCallMutation(auth.startAuthentication);
  const [leaving, setLeaving] = useState(false);
  const { mutateAsync } = start;
  const confirm = useCallback(
    async ({ sessionId, type, nextUrl, returnUrl }: Confirmation) => {
      setLeaving(true);
      try {
        const { IdentificationUrl } = await mutateAsync({
          auth: { AuthId: sessionId, type, nextUrl, errorUrl: returnUrl, cancelUrl: returnUrl },
        });
        window.location.assign(IdentificationUrl);
      } catch (error) {
        setLeaving(false);
        throw error;
      }
    },
    [mutateAsync],
  );
  return { confirm, leaving, error: start.error };
}

/** A call that prepares an operation for strong confirmation: it answers the SessionId to confirm. */
export type PreparingCall = Call<
  z.ZodType,
  z.ZodType<{ SessionId: string }, unknown>,
  CallPolicy & { confirmation: ConfirmationType }
>;

/**
 * Prepares an operation with its init call and leaves for its strong identification, of the
 * type the call declares. `returnTo` tells, from what the bank prepared, where the customer
 * comes back to (and may keep what the completion will need). A refusal of either step is
 * thrown to the caller, which shows it.
 */
export function usePreparedConfirmation<C extends PreparingCall>(call: C) {
  const prepare = useCallMutation(call);
  const { confirm, leaving } = useStrongConfirmation();
  const { mutateAsync } = prepare;
  const start = useCallback(
    async (
      input: CallInput<C>,
      returnTo: (prepared: CallOutput<C>) => Pick<Confirmation, 'nextUrl' | 'returnUrl'>,
    ) => {
      const prepared = await mutateAsync(input);
      await confirm({
        sessionId: (prepared as { SessionId: string }).SessionId,
        type: call.policy.confirmation,
        ...returnTo(prepared),
      });
    },
    [mutateAsync, confirm, call],
  );
  return { start, busy: prepare.isPending || leaving };
}

/**
 * Completes a confirmed operation once per visit (React runs effects twice in development; the
 * bank answers a repeated complete with the same result and books nothing twice).
 */
export function useCompletion<C extends Call>(call: C, input: CallInput<C> | null) {
  const completion = useCallMutation(call);
  const started = useRef(false);
  const { mutate } = completion;
  useEffect(() => {
    if (started.current || input === null) return;
    started.current = true;
    mutate(input);
  }, [mutate, input]);
  return {
    ...completion,
    retry: () => {
      if (input !== null) mutate(input);
    },
  };
}
