/** How strong identification ended, as the bank's return address tells it (`status=`). */
export type ReturnStatus = 'ok' | 'error' | 'cancel';

export function returnStatusOf(params: URLSearchParams): ReturnStatus | null {
  const status = params.get('status');
  return status === 'ok' || status === 'error' || status === 'cancel' ? status : null;
}
