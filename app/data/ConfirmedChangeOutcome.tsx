import { useEffect } from 'react';
import { z } from 'zod';
import type { Call } from '../../api/call';
import { AlertBox } from '../../ui/AlertBox';
import { LoadFailed } from '../shell/LoadFailed';
import { useCompletion, useOperationDraft } from './operation';
import type { ReturnStatus } from './returnStatus';

/** A change confirmed by strong identification, completed by the session the bank started for it. */
type CompletionCall = Call<z.ZodType<{ SessionId: string }>>;

const keptSession = z.object({ SessionId: z.uuid() });

/** The change on its way to strong identification, kept in the tab for its completion. */
export const useKeptChange = (completion: CompletionCall) =>
  useOperationDraft(completion.path, keptSession);

const TONES = { ok: 'success', error: 'error', cancel: 'info' } as const;

/**
 * Back from strong identification: the bank's completion of the change kept in this tab, then
 * what became of it. Without a kept change (a reload after it) the banner alone.
 */
export function ConfirmedChangeOutcome({
  completion: call,
  status,
  titles,
}: {
  completion: CompletionCall;
  status: ReturnStatus;
  /** The banner's title for each return, in the reader's language. */
  titles: Record<ReturnStatus, string>;
}) {
  const { draft, forget } = useKeptChange(call);
  const completion = useCompletion(call, status === 'ok' ? draft : null);
  useEffect(() => {
    if (completion.isSuccess || (status !== 'ok' && draft)) forget();
  }, [completion.isSuccess, status, draft, forget]);
  if (completion.isError) {
    return <LoadFailed title={titles.error} error={completion.error} onRetry={completion.retry} />;
  }
  if (status === 'ok' && draft && !completion.isSuccess) return null;
  return <AlertBox tone={TONES[status]} title={titles[status]} />;
}
