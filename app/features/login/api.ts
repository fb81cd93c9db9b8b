import { useMutation } from '@tanstack/react-query';
import { auth } from '../../../api';
import { callApi } from '../../../api/client';

export function useLogout() {
  return useMutation({ mutationFn: () => callApi(auth.logout, {}) });
}
