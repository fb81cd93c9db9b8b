import { useSearchParams } from 'react-router';
import { returnStatusOf, type ReturnStatus } from './returnStatus';

/** The `status` the bank's return address carries, if this page was reached from it. */
export function useReturnStatus(): ReturnStatus | null {
  const [params] = useSearchParams();
  return returnStatusOf(params);
}
