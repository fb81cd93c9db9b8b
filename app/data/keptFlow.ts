import type { z } from 'zod';
import { storedFlowRead, type storedFlow } from '../../api/storeflow';
import { FLOW_PARAM } from '../../domain/flows/storedFlow';
import { useSearchParams } from 'react-router';
import { useCall } from './calls';

/**
 * What a page chose before the login, which the login's return names (`?flow=`): `none` when no
 * flow is named, `lost` when the bank no longer keeps it (expired, another person's) or it is not
 * this page's kind of flow, or no longer fits the page.
 */
export type KeptFlow<Value> =
  { status: 'none' | 'reading' | 'lost' } | { status: 'kept'; value: Value };

/** The kept flow, read once, as this page's value (`pick` answers null for one it cannot use). */
export function useKeptFlow<Value>(
  pick: (flow: z.infer<typeof storedFlow>) => Value | null,
): KeptFlow<Value> {
  const [params] = useSearchParams();
  const flowId = params.get(FLOW_PARAM);
  const kept = useCall(storedFlowRead, { FlowId: flowId ?? '' }, { enabled: flowId !== null });
  if (flowId === null) return { status: 'none' };
  if (kept.isError) return { status: 'lost' };
  if (!kept.data) return { status: 'reading' };
  const value = pick(kept.data.Flow);
  return value === null ? { status: 'lost' } : { status: 'kept', value };
}
