import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import * as auth from '../../api/auth';
import type { Call, CallInput, ConfirmationType } from '../../api/call';
import { useCallMutation } from './calls';

/**
 * The one way an operation is done in the web bank: fill in → (review) → prepare (init) →
 * strong identification where the call declares it → back → complete. These hooks are its parts.
 */

/** How strong identification ended, as the bank's return address tells it (`status=`). */
export type ReturnStatus = 'ok' | 'error' | 'cancel';

export function returnStatusOf(params: URLSearchParams): ReturnStatus | null {
  const status = params.get('status');
  return status === 'ok' || status === 'error' || status === 'cancel' ? status : null;
}

/** The `status` the bank's return address carries, if this page was reached from it. */
export function useReturnStatus(): ReturnStatus | null {
  const [params] = useSearchParams();
  return returnStatusOf(params);
}

function read<Draft>(name: string, schema: z.ZodType<Draft>): Draft | null {
  try {
    const raw = sessionStorage.getItem(name);
    if (raw === null) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The operation being filled in, kept in sessionStorage (never in the address) until its result:
 * a reload, the trip to strong identification and 'Takaisin' all find it again, and it goes
 * when the tab closes. What is read back is parsed with its schema: a stale or tampered entry
 * counts as none.
 */
export function useOperationDraft<Draft>(name: string, schema: z.ZodType<Draft>) {
  const [draft, setDraft] = useState<Draft | null>(() => read(name, schema));
  const keep = useCallback(
    (next: Draft) => {
      sessionStorage.setItem(name, JSON.stringify(next));
      setDraft(next);
    },
    [name],
  );
  const forget = useCallback(() => {
    sessionStorage.removeItem(name);
    setDraft(null);
  }, [name]);
  return { draft, keep, forget };
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
  const confirm = useCallback(
    async ({ sessionId, type, nextUrl, returnUrl }: Confirmation) => {
      setLeaving(true);
      try {
        const { IdentificationUrl } = await start.mutateAsync({
          auth: { AuthId: sessionId, type, nextUrl, errorUrl: returnUrl, cancelUrl: returnUrl },
        });
        window.location.assign(IdentificationUrl);
      } catch (error) {
        setLeaving(false);
        throw error;
      }
    },
    [start],
  );
  return { confirm, leaving, error: start.error };
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
