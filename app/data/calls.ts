import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { ApiError } from '../../api/apiError';
import {
  CACHE_POLICIES,
  type Call,
  type CallInput,
  type CallOutput,
  type DataTag,
  type QueryCall,
} from '../../api/call';
import { callApi, type CallOptions } from '../../api/client';
import { bankTexts } from '../shell/texts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { reads?: readonly DataTag[] };
    defaultError: ApiError;
  }
}

/** Calls in the customer's language: the bank answers its messages in it. */
export const send = <C extends Call>(call: C, input: CallInput<C>, options: CallOptions = {}) =>
  callApi(call, input, { language: bankTexts.language, ...options });

/** The cache key of a call's answer: its path and its input. */
export const callKey = <C extends Call>(call: C, input: CallInput<C>) =>
  [call.path, input] as const;

/**
 * A read of the catalogue as a query: key, cache lifetime, retries and the data it reads all
 * come from the call's declaration.
 */
export const callQuery = <C extends QueryCall>(call: C, input: CallInput<C>) =>
  queryOptions({
    queryKey: callKey(call, input),
    queryFn: ({ signal }) => send(call, input, { signal }) as Promise<CallOutput<C>>,
    meta: { reads: call.policy.reads },
    retry: call.policy.retry ?? 0,
    ...CACHE_POLICIES[call.policy.cache ?? 'default'],
  });

type QueryExtras<C extends QueryCall, Selected> = Omit<
  UseQueryOptions<CallOutput<C>, ApiError, Selected, ReturnType<typeof callKey<C>>>,
  'queryKey' | 'queryFn'
>;

/** The answer of a read, cached by its declaration. */
export function useCall<C extends QueryCall, Selected = CallOutput<C>>(
  call: C,
  input: CallInput<C>,
  options: QueryExtras<C, Selected> = {},
) {
  return useQuery({ ...callQuery(call, input), ...options } as UseQueryOptions<
    CallOutput<C>,
    ApiError,
    Selected,
    ReturnType<typeof callKey<C>>
  >);
}

/** Makes every cached answer that reads one of the tags stale, and refetches those in view. */
export function invalidateTags(queryClient: QueryClient, tags: readonly DataTag[]): Promise<void> {
  if (tags.length === 0) return Promise.resolve();
  return queryClient.invalidateQueries({
    predicate: ({ meta }) => meta?.reads?.some((tag) => tags.includes(tag)) ?? false,
  });
}

/** A command of the catalogue: once it succeeds, what it changes is fetched anew. */
export function useCallMutation<C extends Call, Context = unknown>(
  call: C,
  options: Omit<
    UseMutationOptions<CallOutput<C>, ApiError, CallInput<C>, Context>,
    'mutationFn'
  > = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (input: CallInput<C>) => send(call, input),
    onSuccess: async (...args) => {
      await invalidateTags(queryClient, call.policy.changes ?? []);
      await options.onSuccess?.(...args);
    },
  });
}

/** Starts a read before its page has rendered (a route's loader): the page then finds it cached. */
export function prefetchCall<C extends QueryCall>(
  queryClient: QueryClient,
  call: C,
  input: CallInput<C>,
): void {
  void queryClient.prefetchQuery(callQuery(call, input));
}
