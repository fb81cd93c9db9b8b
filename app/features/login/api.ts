import * as auth from '../../../api/auth';
import { useCallMutation } from '../../data/calls';

export const useLogout = () => useCallMutation(auth.logout);
