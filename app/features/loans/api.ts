import * as loans from '../../../api/loans';
import { useCall } from '../../data/calls';

/** The customer's loans and limits with their instalments: every loan page reads them. */
export const useLoans = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useCall(loans.summary, {}, { enabled });
