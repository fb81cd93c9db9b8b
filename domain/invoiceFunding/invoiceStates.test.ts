import { describe, expect, it } from 'vitest';
import {
  advanceInvoice,
  INVOICE_STATES,
  inSalesList,
  mayMove,
  type InvoiceProgress,
} from './invoiceStates';

const SENT: InvoiceProgress = {
  state: 'Handling',
  submittedOn: '2026-03-02',
  dueDate: '2026-04-01',
  settlesOn: '2026-03-30',
  fundedOn: null,
  paidOn: null,
};

describe('an invoice’s way through the bank', () => {
  it('stays in handling on the day it is sent, and is funded the next day', () => {
    expect(advanceInvoice(SENT, '2026-03-02')).toBe(SENT);
    expect(advanceInvoice(SENT, '2026-03-03')).toEqual({
      ...SENT,
      state: 'Funded',
      fundedOn: '2026-03-03',
    });
  });

  it('is paid on the day its payment comes, dated that day, however late the bank looks', () => {
    expect(advanceInvoice(SENT, '2026-03-29').state).toBe('Funded');
    expect(advanceInvoice(SENT, '2026-06-30')).toEqual({
      ...SENT,
      state: 'Paid',
      fundedOn: '2026-03-03',
      paidOn: '2026-03-30',
    });
  });

  it('goes overdue the day after its due date while no payment comes, and is paid late', () => {
    const late = { ...SENT, settlesOn: null };
    expect(advanceInvoice(late, '2026-04-01').state).toBe('Funded');
    const overdue = advanceInvoice(late, '2026-04-02');
    expect(overdue.state).toBe('Overdue');
    expect(advanceInvoice(overdue, '2026-12-31')).toBe(overdue);
    expect(advanceInvoice({ ...overdue, settlesOn: '2026-04-20' }, '2026-04-20')).toMatchObject({
      state: 'Paid',
      paidOn: '2026-04-20',
    });
  });

  it('is never paid before it was funded', () => {
    const early = { ...SENT, settlesOn: '2026-03-02' };
    expect(advanceInvoice(early, '2026-03-10')).toMatchObject({
      state: 'Paid',
      fundedOn: '2026-03-03',
      paidOn: '2026-03-03',
    });
  });

  it('leaves a paid invoice as it is', () => {
    const paid = advanceInvoice(SENT, '2026-04-01');
    expect(advanceInvoice(paid, '2027-01-01')).toBe(paid);
  });

  it('only ever moves forward, one allowed step at a time', () => {
    const order = (state: string) => INVOICE_STATES.indexOf(state as never);
    for (const from of INVOICE_STATES) {
      for (const to of INVOICE_STATES) {
        if (mayMove(from, to)) expect(order(to)).toBeGreaterThan(order(from));
      }
    }
    expect(mayMove('Paid', 'Funded')).toBe(false);
    expect(mayMove('Handling', 'Paid')).toBe(false);
  });
});

describe('the sales invoices’ lists', () => {
  const TODAY = '2026-06-30';
  const of = (state: InvoiceProgress['state'], paidOn: string | null = null) => ({ state, paidOn });

  it('active are the funded invoices still open, overdue ones too', () => {
    expect(inSalesList(of('Funded'), 'active', TODAY)).toBe(true);
    expect(inSalesList(of('Overdue'), 'active', TODAY)).toBe(true);
    expect(inSalesList(of('Handling'), 'active', TODAY)).toBe(false);
    expect(inSalesList(of('Paid', '2026-06-01'), 'active', TODAY)).toBe(false);
  });

  it('handling are those the bank is checking', () => {
    expect(inSalesList(of('Handling'), 'handling', TODAY)).toBe(true);
    expect(inSalesList(of('Funded'), 'handling', TODAY)).toBe(false);
  });

  it('paidFilter are those paid within three months, paid every paid one', () => {
    expect(inSalesList(of('Paid', '2026-04-01'), 'paidFilter', TODAY)).toBe(true);
    expect(inSalesList(of('Paid', '2026-03-01'), 'paidFilter', TODAY)).toBe(false);
    expect(inSalesList(of('Paid', '2026-03-01'), 'paid', TODAY)).toBe(true);
    expect(inSalesList(of('Funded'), 'paid', TODAY)).toBe(false);
  });
});
