import type { Cents } from '../money/money';
import type { InvoiceKind, InvoiceProgress } from './invoiceStates';

/**
 * The bank's fee for funding an invoice: 1.2 % of the invoice's amount, to the nearest cent,
 * charged once when the invoice is paid (ours: the spec names no fee; a flat share of the
 * invoice is how Finnish banks price invoice funding).
 */
export const FUNDING_FEE_PER_MILLE = 12;

export const fundingFee = (amount: Cents): Cents =>
  Math.round((amount * FUNDING_FEE_PER_MILLE) / 1000);

/**
 * What moves money in invoice funding, one booking each, once per invoice:
 * - salesAdvance: a sales invoice is funded; the advance goes to the company's account;
 * - salesSettlement: the debtor pays the whole invoice to the bank; the advance is repaid from it,
 *   the fee kept, and the rest goes to the company's account;
 * - purchasePayment: a purchase invoice is funded; the bank pays the seller at another bank;
 * - purchaseRepayment: the company repays the bank on the due date, the invoice and the fee, from
 *   its account.
 */
export const FUNDING_EVENTS = [
  'salesAdvance',
  'salesSettlement',
  'purchasePayment',
  'purchaseRepayment',
] as const;
export type FundingEvent = (typeof FUNDING_EVENTS)[number];

/**
 * One booking's movements, in the account holder's signs (positive adds to the account): the
 * company's account, the bank's invoice funding receivables, clearing with other banks and the
 * bank's fee income. They sum to zero.
 */
export interface FundingMovement {
  event: FundingEvent;
  /** YYYY-MM-DD: the day the invoice was funded or paid. */
  valueDate: string;
  company: Cents;
  funding: Cents;
  clearing: Cents;
  fee: Cents;
}

export interface FundedInvoiceMoney {
  kind: InvoiceKind;
  amount: Cents;
  /** The advance of a sales invoice, the whole of a purchase invoice. */
  fundedAmount: Cents;
}

const movement = (
  event: FundingEvent,
  valueDate: string,
  moves: Partial<Omit<FundingMovement, 'event' | 'valueDate'>>,
): FundingMovement => ({ event, valueDate, company: 0, funding: 0, clearing: 0, fee: 0, ...moves });

/**
 * The bookings an invoice's move from `before` to `after` (`advanceInvoice`) makes: its funding
 * when it leaves Handling, its payment when it becomes Paid; both when a long pause takes it
 * through both at once; none when it only goes overdue.
 */
export function fundingMovements(
  invoice: FundedInvoiceMoney,
  before: Pick<InvoiceProgress, 'state'>,
  after: Pick<InvoiceProgress, 'state' | 'fundedOn' | 'paidOn'>,
): FundingMovement[] {
  const { amount, fundedAmount: funded } = invoice;
  const fee = fundingFee(amount);
  const moves: FundingMovement[] = [];
  if (before.state === 'Handling' && after.state !== 'Handling') {
    moves.push(
      invoice.kind === 'Sales'
        ? movement('salesAdvance', after.fundedOn!, { company: funded, funding: -funded })
        : movement('purchasePayment', after.fundedOn!, { funding: -funded, clearing: funded }),
    );
  }
  if (before.state !== 'Paid' && after.state === 'Paid') {
    moves.push(
      invoice.kind === 'Sales'
        ? movement('salesSettlement', after.paidOn!, {
            clearing: -amount,
            funding: funded,
            company: amount - funded - fee,
            fee,
          })
        : movement('purchaseRepayment', after.paidOn!, {
            company: -(funded + fee),
            funding: funded,
            fee,
          }),
    );
  }
  return moves;
}
