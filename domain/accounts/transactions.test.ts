import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  TRANSACTION_ICONS,
  TRANSACTION_TYPES,
  transactionIcon,
  transactionLabel,
  transactionTypeLabel,
} from './transactions';
import type { Transaction } from './transactions';

function tx(overrides: Partial<Transaction> = {}): Transaction {
  return {
    Id: 't1',
    BookingDate: '2025-08-06',
    Amount: -2500,
    IsCardTransaction: false,
    CardId: null,
    Name: null,
    Recipient: null,
    TransactionTypeEnum: 'Transfer',
    Message: null,
    Reference: null,
    ...overrides,
  };
}

const cards = [
  { CardId: 'phys', Name: 'Matin Visa' },
  { CardId: 'virt', Name: 'Verkko-ostokortti' },
];
const ownCards = [
  { CardId: 'phys', CardTypeEnum: 'PHYSICAL_CARD' as const },
  { CardId: 'virt', CardTypeEnum: 'VIRTUAL_CARD' as const },
];

describe('transactionTypeLabel', () => {
  it("calls a transfer 'Tilitapahtuma' on a limit and 'Oma siirto' elsewhere", () => {
    expect(transactionTypeLabel('Transfer', true)).toBe('kit.transactionType.other');
    expect(transactionTypeLabel('Transfer')).toBe('kit.transactionType.Transfer');
    expect(transactionTypeLabel('Interest', true)).toBe('kit.transactionType.Interest');
  });

  it("falls back to 'Tilitapahtuma' for a type the bank adds later", () => {
    expect(transactionTypeLabel('SepaInstant')).toBe('kit.transactionType.other');
    expect(transactionTypeLabel('constructor')).toBe('kit.transactionType.other');
  });
});

describe('transactionLabel', () => {
  it("names a card transaction after the customer's card", () => {
    const purchase = tx({ IsCardTransaction: true, CardId: 'virt', Name: 'K-Market' });
    expect(transactionLabel(purchase, { cards })).toBe('Verkko-ostokortti');
  });

  it('names a transaction on an unknown card by its own name, else as a card transaction', () => {
    expect(
      transactionLabel(tx({ IsCardTransaction: true, CardId: 'other', Name: 'K-Market' }), {
        cards,
      }),
    ).toBe('K-Market');
    expect(transactionLabel(tx({ IsCardTransaction: true, CardId: 'other' }), { cards })).toBe(
      'kit.transactionType.card',
    );
  });

  it('shows the recipient of a withdrawal or deposit, or else the type', () => {
    expect(
      transactionLabel(tx({ TransactionTypeEnum: 'Withdrawal', Recipient: 'Oma tili OP' })),
    ).toBe('Oma tili OP');
    expect(transactionLabel(tx({ TransactionTypeEnum: 'Withdrawal', Recipient: '  ' }))).toBe(
      'kit.transactionType.Withdrawal',
    );
    expect(transactionLabel(tx({ TransactionTypeEnum: 'Deposit', Amount: 5000 }))).toBe(
      'kit.transactionType.Deposit',
    );
  });

  it('shows the type for the other kinds, with the limit rule for transfers', () => {
    expect(transactionLabel(tx({ Recipient: 'Maija Meikäläinen' }))).toBe(
      'kit.transactionType.Transfer',
    );
    expect(transactionLabel(tx(), { isLimit: true })).toBe('kit.transactionType.other');
    expect(transactionLabel(tx({ TransactionTypeEnum: 'TaxWithhold' }))).toBe(
      'kit.transactionType.TaxWithhold',
    );
    expect(transactionLabel(tx({ TransactionTypeEnum: 'NULL' }))).toBe('kit.transactionType.NULL');
    expect(transactionLabel(tx({ TransactionTypeEnum: 'CreditInterest' }))).toBe(
      'kit.transactionType.CreditInterest',
    );
  });
});

describe('transactionIcon', () => {
  it("marks the user's own physical and virtual cards differently from other cards", () => {
    const on = (CardId: string) =>
      transactionIcon(tx({ IsCardTransaction: true, CardId }), { ownCards });
    expect(on('phys')).toBe('physical-card');
    expect(on('virt')).toBe('virtual-card');
    expect(on('someone-else')).toBe('other-card');
    expect(transactionIcon(tx({ IsCardTransaction: true, CardId: 'phys' }))).toBe('other-card');
  });

  it('keeps the card icon for a card refund, whatever the amount', () => {
    expect(
      transactionIcon(tx({ IsCardTransaction: true, CardId: 'phys', Amount: 990 }), { ownCards }),
    ).toBe('physical-card');
  });

  it('has own icons for transfers and for interest and tax', () => {
    expect(transactionIcon(tx({ Amount: 1000 }))).toBe('transfer');
    for (const type of ['Interest', 'CreditInterest', 'TaxWithhold']) {
      expect(transactionIcon(tx({ TransactionTypeEnum: type })), type).toBe('interest');
    }
  });

  it('tells incoming from outgoing amounts for the rest', () => {
    expect(transactionIcon(tx({ TransactionTypeEnum: 'Deposit', Amount: 20000 }))).toBe('incoming');
    expect(transactionIcon(tx({ TransactionTypeEnum: 'Withdrawal', Amount: -20000 }))).toBe(
      'outgoing',
    );
    expect(transactionIcon(tx({ TransactionTypeEnum: 'SepaPayment', Amount: 0 }))).toBe('outgoing');
  });

  it('always answers one of the closed set of icons', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.option(fc.constantFrom('phys', 'virt', 'x')),
        fc.constantFrom(...TRANSACTION_TYPES, 'Unknown'),
        fc.integer({ min: -1e9, max: 1e9 }),
        (IsCardTransaction, CardId, TransactionTypeEnum, Amount) => {
          const icon = transactionIcon(
            tx({ IsCardTransaction, CardId, TransactionTypeEnum, Amount }),
            {
              ownCards,
            },
          );
          expect(TRANSACTION_ICONS).toContain(icon);
        },
      ),
    );
  });
});
