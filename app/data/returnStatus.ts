import { useSearchParams } from 'react-router';

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
