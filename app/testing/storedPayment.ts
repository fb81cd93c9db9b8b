import { z } from 'zod';
import { toIsoDate } from '../../domain/dates/dates';
import type { PayeeVerificationResult } from '../../domain/payments/payeeVerification';
import { storedPayment, type StoredPayment } from '../features/payments/storedPayment';
import { HELEN, PREPARED } from './paymentBank';
import { SAMPLE_ACCOUNTS } from './sampleAccounts';

/**
 * A payment to Helen Oy this tab filled in and had verified, as the verification and receipt
 * pages find it in sessionStorage; `prepared`, the bank has prepared it too (the receipt's).
 */
export function storePayment(result: PayeeVerificationResult, prepared = false): void {
  const payment: StoredPayment = {
    draft: {
      sourceAccountId: SAMPLE_ACCOUNTS.payment.Id,
      RecipientIban: HELEN.iban,
      RecipientName: result === 'Match' ? HELEN.name : 'Helem Oy',
      PaymentAmount: 12_50,
      DueDate: toIsoDate(new Date()),
      Message: 'Lasku 123',
      paymentType: 'Sepa',
      saveReceiverToList: false,
    },
    verification: { result, suggestedName: result === 'CloseMatch' ? HELEN.name : null },
    ...(prepared && { paymentId: PREPARED.PaymentId }),
  };
  sessionStorage.setItem('payments.draft', JSON.stringify(z.encode(storedPayment, payment)));
}
