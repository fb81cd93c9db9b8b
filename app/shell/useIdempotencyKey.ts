import { useCallback, useRef } from 'react';

/**
 * The IdempotencyKey of a submit: the same request sent again (a double click, a retry after a
 * lost answer) carries the same key, so the bank books it once; a changed request gets a new one.
 */
export function useIdempotencyKey(): (request: unknown) => string {
  const last = useRef<{ request: string; key: string } | null>(null);
  return useCallback((request: unknown) => {
    const fingerprint = JSON.stringify(request);
    if (last.current?.request !== fingerprint) {
      last.current = { request: fingerprint, key: crypto.randomUUID() };
    }
    return last.current.key;
  }, []);
}
