import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_ACTION_BLOCK_TEXTS,
  ACCOUNT_GROUPS,
  accountActions,
  accountDisplayName,
  accountGroup,
  certificateEligibility,
  FREE_SAVINGS_WITHDRAWALS_PER_YEAR,
  freeWithdrawalsLeft,
  groupAccounts,
  isReferralAvailable,
} from './accounts';
import type { Account } from './accounts';
import { ACCOUNT_TYPES } from '../catalogue/enumerations';

function account(overrides: Partial<Account> = {}): Account {
  return {
    Id: 'acc-1',
    Type: 'BankAccount',
    CustomName: null,
    Iban: 'FI2112345600000785',
    Balance: 125000,
    AccruedInterest: 312,
    InterestRate: 0,
    IsSavingsAccount: false,
    IsPaymentAccount: true,
    IsInvestmentPartnerAccount: false,
    RelationTags: [],
    AccountNumber: null,
    ExternalAccountNumber: null,
    TermDepositExpires: null,
    TermDepositAmount: null,
    ...overrides,
  };
}

const payment = account({ Id: 'pay' });
const savings = account({
  Id: 'save',
  IsPaymentAccount: false,
  IsSavingsAccount: true,
  InterestRate: 1.5,
});
const termDeposit = account({
  Id: 'td',
  Type: 'TermDeposit',
  IsPaymentAccount: false,
  Balance: 1000000,
  TermDepositAmount: 1000000,
  TermDepositExpires: '2027-08-06',
  InterestRate: 2.2,
});
const external = account({ Id: 'ext', Type: 'ExternalBankAccount', IsPaymentAccount: false });
const partner = account({ Id: 'partner', IsInvestmentPartnerAccount: true });
const write = { canWrite: true };

describe('accountGroup', () => {
  it('puts payment accounts, savings accounts and term deposits under their ribbons', () => {
    expect(accountGroup(payment)).toBe('payment');
    expect(accountGroup(savings)).toBe('savings');
    expect(accountGroup(termDeposit)).toBe('termDeposit');
    expect(accountGroup(account({ Type: 'ExternalTermDeposit' }))).toBe('termDeposit');
  });

  it('lists the external bank account by its flags, so its Nosta and Talleta buttons show', () => {
    expect(accountGroup(external)).toBe('payment');
    expect(accountGroup({ ...external, IsSavingsAccount: true })).toBe('savings');
  });
});

describe('groupAccounts', () => {
  it('gives all three groups in the spec order, keeping empty ones for their plus button', () => {
    const groups = groupAccounts([termDeposit, savings, payment]);
    expect(groups.map((g) => g.group)).toEqual(['payment', 'savings', 'termDeposit']);
    expect(groups.map((g) => g.accounts.map((a) => a.Id))).toEqual([['pay'], ['save'], ['td']]);
    expect(groupAccounts([]).map((g) => g.accounts)).toEqual([[], [], []]);
  });

  it('places every account in exactly one group, in the server order', () => {
    const arbitraryAccount = fc.record({
      Id: fc.uuid(),
      Type: fc.constantFrom(...ACCOUNT_TYPES),
      IsSavingsAccount: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(arbitraryAccount), (accounts) => {
        const groups = groupAccounts(accounts);
        expect(groups.map((g) => g.group)).toEqual([...ACCOUNT_GROUPS]);
        const placed = groups.flatMap((g) => g.accounts);
        expect(placed).toHaveLength(accounts.length);
        for (const g of groups) {
          const order = g.accounts.map((a) => accounts.indexOf(a));
          expect(order).toEqual([...order].sort((a, b) => a - b));
        }
      }),
    );
  });
});

describe('accountActions', () => {
  const visibleOn = (a: Account, all: Account[]) =>
    Object.entries(accountActions(a, all, write))
      .filter(([, state]) => state.visible)
      .map(([name]) => name);

  it("shows 'Uusi maksu' on a payment account", () => {
    expect(visibleOn(payment, [payment])).toEqual(['newPayment']);
    expect(visibleOn(savings, [savings])).toEqual([]);
  });

  it("shows 'Nosta' and 'Talleta' on an external bank account", () => {
    expect(visibleOn(external, [payment, external])).toEqual(['withdraw', 'deposit']);
  });

  it("shows 'Oma siirto' with two payment accounts, two savings accounts, or one of each", () => {
    const payment2 = { ...payment, Id: 'pay2' };
    const savings2 = { ...savings, Id: 'save2' };
    expect(visibleOn(payment, [payment, payment2])).toContain('internalTransfer');
    expect(visibleOn(savings, [savings, savings2])).toContain('internalTransfer');
    expect(visibleOn(payment, [payment, savings])).toContain('internalTransfer');
    expect(visibleOn(savings, [payment, savings])).toContain('internalTransfer');
  });

  it("hides 'Oma siirto' with a single payment or savings account, whatever else there is", () => {
    expect(visibleOn(payment, [payment, termDeposit, external])).not.toContain('internalTransfer');
    expect(visibleOn(savings, [savings])).not.toContain('internalTransfer');
    expect(visibleOn(termDeposit, [payment, savings, termDeposit])).toEqual([]);
  });

  it('enables every visible button for a user with the write right', () => {
    const actions = accountActions(payment, [payment, savings], write);
    expect(actions.newPayment).toEqual({ visible: true, disabled: false });
    expect(actions.internalTransfer).toEqual({ visible: true, disabled: false });
  });

  it('disables all buttons without the write right, saying the user can only view', () => {
    const actions = accountActions(payment, [payment, savings], { canWrite: false });
    for (const state of Object.values(actions)) {
      expect(state).toMatchObject({ disabled: true, reason: 'noWriteRight' });
    }
    expect(actions.newPayment.visible).toBe(true);
    expect(ACCOUNT_ACTION_BLOCK_TEXTS.noWriteRight).toBe('errors.view_only');
  });

  it('disables all buttons on an investment-partner account, even with the write right', () => {
    const actions = accountActions(partner, [partner, savings], write);
    expect(actions.newPayment).toEqual({
      visible: true,
      disabled: true,
      reason: 'investmentPartnerAccount',
    });
    expect(actions.internalTransfer).toMatchObject({ visible: true, disabled: true });
    const externalPartner = { ...external, IsInvestmentPartnerAccount: true };
    const externalActions = accountActions(externalPartner, [externalPartner], write);
    expect(externalActions.withdraw).toMatchObject({ visible: true, disabled: true });
    expect(externalActions.deposit).toMatchObject({ visible: true, disabled: true });
  });
});

describe('certificateEligibility', () => {
  it('gives a company a balance and interest certificate for a bank account', () => {
    expect(certificateEligibility(payment, 'Company')).toBe('balance');
    expect(certificateEligibility(savings, 'Company')).toBe('balance');
  });

  it('gives a deposit certificate only while the balance equals the deposited amount', () => {
    expect(certificateEligibility(termDeposit, 'Company')).toBe('deposit');
    expect(certificateEligibility({ ...termDeposit, Balance: 1000001 }, 'Company')).toBeNull();
    expect(
      certificateEligibility({ ...termDeposit, TermDepositAmount: null }, 'Company'),
    ).toBeNull();
  });

  it('gives none to persons, to investment-partner accounts or to accounts elsewhere', () => {
    expect(certificateEligibility(payment, 'Person')).toBeNull();
    expect(certificateEligibility(termDeposit, 'Person')).toBeNull();
    expect(certificateEligibility(partner, 'Company')).toBeNull();
    expect(
      certificateEligibility({ ...termDeposit, IsInvestmentPartnerAccount: true }, 'Company'),
    ).toBeNull();
    expect(certificateEligibility(external, 'Company')).toBeNull();
  });
});

describe('freeWithdrawalsLeft', () => {
  it('gives persons six free savings withdrawals a year', () => {
    expect(FREE_SAVINGS_WITHDRAWALS_PER_YEAR).toBe(6);
    expect(freeWithdrawalsLeft('Person', 0)).toBe(6);
    expect(freeWithdrawalsLeft('Person', 5)).toBe(1);
    expect(freeWithdrawalsLeft('Person', 6)).toBe(0);
    expect(freeWithdrawalsLeft('Person', 9)).toBe(0);
  });

  it('gives companies none', () => {
    expect(freeWithdrawalsLeft('Company', 0)).toBe(0);
  });

  it('refuses a count that is not a whole number of withdrawals', () => {
    expect(() => freeWithdrawalsLeft('Person', -1)).toThrow(RangeError);
    expect(() => freeWithdrawalsLeft('Person', 1.5)).toThrow(RangeError);
  });

  it('plus the withdrawals made is six until the free ones run out', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), (made) => {
        const left = freeWithdrawalsLeft('Person', made);
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left + Math.min(made, 6)).toBe(6);
      }),
    );
  });
});

describe('isReferralAvailable', () => {
  it('needs at least one bank account of this bank', () => {
    expect(isReferralAvailable([payment])).toBe(true);
    expect(isReferralAvailable([termDeposit, savings])).toBe(true);
    expect(isReferralAvailable([])).toBe(false);
    expect(isReferralAvailable([termDeposit, external, partner])).toBe(false);
  });
});

describe('accountDisplayName', () => {
  it("uses the customer's own name, trimmed", () => {
    expect(accountDisplayName({ ...payment, CustomName: '  Ruokatili ' })).toBe('Ruokatili');
  });

  it('falls back to the code of the name of the kind', () => {
    expect(accountDisplayName(payment)).toBe('kit.accountName.payment');
    expect(accountDisplayName({ ...savings, CustomName: '   ' })).toBe('kit.accountName.savings');
    expect(accountDisplayName(termDeposit)).toBe('kit.accountName.TermDeposit');
    expect(accountDisplayName(external)).toBe('kit.accountName.ExternalBankAccount');
  });
});
