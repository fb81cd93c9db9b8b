import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { LoadFailed } from './LoadFailed';

type Query = UseQueryResult<unknown, Error>;
type DataOf<Q> = Q extends UseQueryResult<infer Data, Error> ? Data : never;

export interface WhenLoadedProps<Queries extends readonly Query[]> {
  queries: Queries;
  /** What could not be loaded, should any of them fail. */
  failedTitle: string;
  children: (...data: { [K in keyof Queries]: DataOf<Queries[K]> }) => ReactNode;
}

/**
 * A page part that needs several queries: the first failure is said with a way to try again,
 * a loading state shows until all have answered, and only then is the part drawn with their data.
 */
export function WhenLoaded<const Queries extends readonly Query[]>({
  queries,
  failedTitle,
  children,
}: WhenLoadedProps<Queries>) {
  const failed = queries.find((query) => query.isError);
  if (failed) {
    return (
      <LoadFailed title={failedTitle} error={failed.error} onRetry={() => void failed.refetch()} />
    );
  }
  if (queries.some((query) => query.data === undefined)) return <LoadingOverlay loading />;
  const data = queries.map((query) => query.data) as { [K in keyof Queries]: DataOf<Queries[K]> };
  return children(...data);
}
