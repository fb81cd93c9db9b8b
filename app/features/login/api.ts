import { useMutation } from '@tanstack/react-query';
import * as auth from '../../../api/auth';
import { callApi } from '../../../api/client';

export function useLogout() {
  return useMutation({ mutationFn: () => callApi(auth.logout, {}) });
}
