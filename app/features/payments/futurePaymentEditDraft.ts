import { futurePaymentEdit } from '../../../api/bankPayments';
import { useOperationDraft } from '../../data/operation';

/**
 * The edit sent to strong identification: back from it, its confirmation completes it, and an
 * error or a cancel finds what was typed again.
 */
export const useFuturePaymentEditDraft = () =>
  useOperationDraft('payments.futurePaymentEdit', futurePaymentEdit);
