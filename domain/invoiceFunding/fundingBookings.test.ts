import { describe, expect, it } from 'vitest';
import { fundingFee, fundingMovements, type FundingMovement } from './fundingBookings';

const sales = { kind: 'Sales', amount: 10_000_00, fundedAmount: 8_000_00 } as const;
const purchase = { kind: 'Purchase', amount: 5_000_00, fundedAmount: 5_000_00 } as const;
const funded = { state: 'Funded', fundedOn: '2026-11-02', paidOn: null } as const;
const paid = { state: 'Paid', fundedOn: '2026-11-02', paidOn: '2026-12-01' } as const;

const sum = (move: FundingMovement) => move.company + move.funding + move.clearing + move.fee;

describe('the funding fee', () => {
  it('is 1.2 % of the invoice, to the nearest cent', () => {
    expect(fundingFee(10_000_00)).toBe(120_00);
    expect(fundingFee(1_04)).toBe(1);
    expect(fundingFee(1_25)).toBe(2);
  });
});

describe('the bookings of an invoice’s move', () => {
  it('advance a funded sales invoice to the company, from the bank’s funding', () => {
    expect(fundingMovements(sales, { state: 'Handling' }, funded)).toEqual([
      {
        event: 'salesAdvance',
        valueDate: '2026-11-02',
        company: 8_000_00,
        funding: -8_000_00,
        clearing: 0,
        fee: 0,
      },
    ]);
  });

  it('take the debtor’s payment: the advance back, the fee kept, the rest to the company', () => {
    const [settlement] = fundingMovements(sales, { state: 'Overdue' }, paid);
    expect(settlement).toEqual({
      event: 'salesSettlement',
      valueDate: '2026-12-01',
      company: 1_880_00,
      funding: 8_000_00,
      clearing: -10_000_00,
      fee: 120_00,
    });
  });

  it('pay a purchase invoice’s seller at another bank, and take the company’s repayment with the fee', () => {
    expect(fundingMovements(purchase, { state: 'Handling' }, paid)).toEqual([
      expect.objectContaining({ event: 'purchasePayment', funding: -5_000_00, clearing: 5_000_00 }),
      expect.objectContaining({
        event: 'purchaseRepayment',
        company: -5_060_00,
        funding: 5_000_00,
        fee: 60_00,
      }),
    ]);
  });

  it('each sum to zero, and are none when the invoice only goes overdue or stays', () => {
    for (const invoice of [sales, purchase]) {
      const moves = fundingMovements(invoice, { state: 'Handling' }, paid);
      expect(moves).toHaveLength(2);
      expect(moves.map(sum)).toEqual([0, 0]);
    }
    expect(fundingMovements(sales, { state: 'Funded' }, { ...funded, state: 'Overdue' })).toEqual(
      [],
    );
    expect(fundingMovements(sales, { state: 'Paid' }, paid)).toEqual([]);
  });
});
