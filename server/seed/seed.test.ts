import { addDays, addMonths, subDays, subMonths } from 'date-fns';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toIsoDate } from '../../domain/dates/dates';
import { isValidFinnishBusinessId } from '../../domain/identity/finnishBusinessId';
import { parseFinnishPersonalId } from '../../domain/identity/finnishPersonalId';
import { isValidIban } from '../../domain/payments/iban';
import {
  dueDateChangeCandidate,
  nextInstalment,
  paymentFreeCandidate,
} from '../../domain/loans/instalments';
import { kycStatus } from '../../domain/customer/kyc';
import {
  isLimitAgreementEnded,
  type InstalmentState,
  type Loan,
  type LoanInstalment,
} from '../../domain/loans/loan';
import { TRANSACTION_TYPES } from '../../domain/accounts/transactions';
import type { OpenDatabase } from '../db/database';
import { openEmptyTestDatabase } from '../testing/testBank';
import * as schema from '../db/schema';
import { isSeeded, planDemoBank, seedDemoBank } from './index';
import { SANDBOX_BANK } from './ibans';
import { bankDay } from '../services/bankDay';

// The seed's day is the bank's (Helsinki): near midnight it is not the server's.
const today = bankDay(new Date());
const todayIso = toIsoDate(today);

type Tables = {
  customers: (typeof schema.customers.$inferSelect)[];
  users: (typeof schema.users.$inferSelect)[];
  rights: (typeof schema.customerRights.$inferSelect)[];
  accounts: (typeof schema.accounts.$inferSelect)[];
  bookings: (typeof schema.bookings.$inferSelect)[];
  postings: (typeof schema.postings.$inferSelect)[];
  loans: (typeof schema.loans.$inferSelect)[];
  instalments: (typeof schema.loanInstallments.$inferSelect)[];
  cards: (typeof schema.cards.$inferSelect)[];
  invitations: (typeof schema.cardHolderInvitations.$inferSelect)[];
  payees: (typeof schema.payees.$inferSelect)[];
  controls: (typeof schema.paymentControls.$inferSelect)[];
};

let database: OpenDatabase;
let t: Tables;

async function readTables(): Promise<Tables> {
  const { db } = database;
  return {
    customers: await db.select().from(schema.customers),
    users: await db.select().from(schema.users),
    rights: await db.select().from(schema.customerRights),
    accounts: await db.select().from(schema.accounts),
    bookings: await db.select().from(schema.bookings),
    postings: await db.select().from(schema.postings),
    loans: await db.select().from(schema.loans),
    instalments: await db.select().from(schema.loanInstallments),
    cards: await db.select().from(schema.cards),
    invitations: await db.select().from(schema.cardHolderInvitations),
    payees: await db.select().from(schema.payees),
    controls: await db.select().from(schema.paymentControls),
  };
}

beforeAll(async () => {
  database = await openEmptyTestDatabase();
  expect(await isSeeded(database.db)).toBe(false);
  await seedDemoBank(database.db, today);
  t = await readTables();
});

afterAll(async () => {
  await database?.close();
});

function demoUser(order: number) {
  const user = t.users.find((u) => u.demoOrder === order);
  if (!user) throw new Error(`No demo user ${order}`);
  return user;
}

/** The customer the demo user acts for with this role. */
function customerOf(order: number, role: string = 'Owner') {
  const user = demoUser(order);
  const right = t.rights.find((r) => r.userId === user.id && r.role === role);
  const customer = t.customers.find((c) => c.id === right?.customerId);
  if (!customer) throw new Error(`Demo user ${order} has no ${role} customer`);
  return customer;
}

const accountsOf = (customerId: string) => t.accounts.filter((a) => a.customerId === customerId);
const loansOf = (customerId: string) => t.loans.filter((l) => l.customerId === customerId);
const balanceOf = (accountId: string) =>
  t.postings.filter((p) => p.accountId === accountId).reduce((sum, p) => sum + p.amount, 0);

/** The loan as the domain rules read it. */
function asLoan(row: (typeof t.loans)[number]): Loan {
  const instalments: LoanInstalment[] = t.instalments
    .filter((i) => i.loanId === row.id)
    .sort((a, b) => a.installmentOrder - b.installmentOrder)
    .map((i) => ({
      Id: `${row.id}:${i.installmentOrder}`,
      LoanId: row.id,
      InstallmentOrder: i.installmentOrder,
      DueDate: i.dueDate,
      OriginalDueDate: i.originalDueDate,
      TotalOpen: i.capital + i.interest + i.fees - i.totalPaid,
      CapitalOpen: i.capital - i.capitalPaid,
      TotalPaid: i.totalPaid,
      StateEnum: i.stateEnum as InstalmentState,
    }));
  return {
    Id: row.id,
    TypeEnum: row.typeEnum as Loan['TypeEnum'],
    CompanyLoanType: row.companyLoanType,
    PurposeEnum: row.purposeEnum as Loan['PurposeEnum'],
    CreditCategoryEnum: row.creditCategoryEnum as Loan['CreditCategoryEnum'],
    Capital: row.capital,
    CapitalPaid: 0,
    PrepaidAmount: 0,
    PaidInstallmentCount: instalments.filter((i) => i.StateEnum === 'Paid').length,
    InstallmentCount: row.installmentCount,
    TopUpAllowed: row.topUpAllowed,
    PaymentFreeInstallmentAllowed: row.paymentFreeInstallmentAllowed,
    DueDateChangeAllowed: row.dueDateChangeAllowed,
    WithdrawalAllowed: row.withdrawalAllowed,
    Name: row.name,
    OpeningDate: row.openingDate,
    PaymentReference: row.paymentReference,
    TotalRepayment: 0,
    Withdrawed: row.withdrawed,
    LoanInstallmentsPublic: instalments,
    NextDueAmount: null,
    NextDueDate: null,
    NextDueInstallmentId: null,
  };
}

describe('seedDemoBank', () => {
  it('fills an empty database once; a second run changes nothing', async () => {
    expect(await isSeeded(database.db)).toBe(true);
    expect(t.users).toHaveLength(14);
    const before = await database.db.select({ n: count() }).from(schema.postings);
    await seedDemoBank(database.db, addDays(today, 3));
    const after = await database.db.select({ n: count() }).from(schema.postings);
    expect(after).toEqual(before);
    expect(await database.db.select({ n: count() }).from(schema.users)).toEqual([{ n: 14 }]);
  });

  it('books every booking as postings that sum to zero', () => {
    const sums = new Map<string, { sum: number; legs: number }>();
    for (const p of t.postings) {
      const entry = sums.get(p.bookingId) ?? { sum: 0, legs: 0 };
      entry.sum += p.amount;
      entry.legs += 1;
      sums.set(p.bookingId, entry);
    }
    expect(sums.size).toBe(t.bookings.length);
    expect(t.bookings.length).toBeGreaterThan(500);
    for (const [bookingId, { sum, legs }] of sums) {
      expect({ bookingId, sum, twoLegsOrMore: legs >= 2 }).toEqual({
        bookingId,
        sum: 0,
        twoLegsOrMore: true,
      });
    }
  });

  it('keeps every customer account at or above zero (or its credit) at the end of every day', () => {
    for (const account of t.accounts.filter((a) => a.customerId !== null)) {
      const days = new Map<string, number>();
      for (const p of t.postings.filter((p) => p.accountId === account.id)) {
        days.set(p.valueDate, (days.get(p.valueDate) ?? 0) + p.amount);
      }
      let balance = 0;
      for (const day of [...days.keys()].sort()) {
        balance += days.get(day)!;
        if (balance < -account.creditLimit) {
          throw new Error(`${account.customName} is at ${balance} cents on ${day}`);
        }
      }
    }
  });

  it('books nothing after today and nothing from the future into balances', () => {
    expect(t.postings.every((p) => p.valueDate < todayIso)).toBe(true);
  });

  it('gives persons valid temporary identity codes and companies valid business ids', () => {
    for (const user of t.users) {
      expect(parseFinnishPersonalId(user.personalId), user.personalId).toMatchObject({
        temporary: true,
      });
    }
    for (const customer of t.customers) {
      if (customer.type === 'Person') {
        expect(parseFinnishPersonalId(customer.identityCode)?.temporary).toBe(true);
        expect(customer.phone).toMatch(/^\+3584\d{7,8}$/);
        expect(customer.email).toMatch(/@/);
        expect(customer.streetAddress && customer.postalCode && customer.city).toBeTruthy();
      } else {
        expect(isValidFinnishBusinessId(customer.identityCode)).toBe(true);
      }
    }
  });

  it('uses valid IBANs everywhere; the bank`s own carry its group code', () => {
    const ibans = [
      ...t.accounts.flatMap((a) => [a.iban, a.externalAccountNumber]),
      ...t.payees.map((p) => p.receiverAccountNumber),
      ...t.postings.map((p) => p.counterpartyIban),
    ].filter((iban): iban is string => iban !== null);
    expect(ibans.length).toBeGreaterThan(100);
    for (const iban of new Set(ibans)) expect(isValidIban(iban), iban).toBe(true);
    for (const account of t.accounts.filter((a) => a.iban !== null)) {
      expect(account.iban!.slice(4, 7)).toBe(SANDBOX_BANK.groupCode);
    }
    for (const account of t.accounts.filter((a) => a.externalAccountNumber !== null)) {
      expect(account.externalAccountNumber!.slice(4, 7)).not.toBe(SANDBOX_BANK.groupCode);
    }
  });

  it('lists fourteen demo users in order, each with a role text', () => {
    expect(t.users.map((u) => u.demoOrder).sort((a, b) => a! - b!)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14,
    ]);
    for (const user of t.users) expect(user.demoRole?.length).toBeGreaterThan(10);
  });
});

describe('the demo customers', () => {
  it('1: Aino has every account kind, a loan, a limit, a credit card and payees', () => {
    const aino = customerOf(1);
    const accounts = accountsOf(aino.id);
    const payment = accounts.find((a) => a.customName === 'Kuluton käyttötili')!;
    expect(payment.product).toBe('payment');
    const savings = accounts.find((a) => a.product === 'savings')!;
    expect(savings.interestRate).toBe(1.5);
    expect(savings.accruedInterest).toBeGreaterThan(0);
    const deposit = accounts.find((a) => a.type === 'TermDeposit' && a.closedAt === null)!;
    expect(deposit.product).toBe('termDeposit');
    expect(deposit.interestRate).toBe(2.2);
    expect(deposit.termDepositAmount).toBe(balanceOf(deposit.id));
    expect(deposit.termDepositExpires! > todayIso).toBe(true);
    const external = accounts.find((a) => a.type === 'ExternalBankAccount')!;
    expect(external.product).toBe('external');
    expect(isValidIban(external.externalAccountNumber)).toBe(true);

    const [loan, limit] = ['Loan', 'Limit'].map((type) =>
      loansOf(aino.id).find((l) => l.typeEnum === type),
    );
    expect(loan!.installmentCount).toBe(36);
    const instalments = t.instalments.filter((i) => i.loanId === loan!.id);
    expect(instalments).toHaveLength(36);
    expect(instalments.reduce((sum, i) => sum + i.capital, 0)).toBe(loan!.capital);
    const paid = instalments.filter((i) => i.stateEnum === 'Paid');
    expect(paid.length).toBeGreaterThanOrEqual(5);
    expect(paid.every((i) => i.dueDate < todayIso && i.totalPaid > 0)).toBe(true);
    const next = nextInstalment(asLoan(loan!), today);
    expect(next?.dueDate).toBeDefined();
    expect(next!.dueDate >= todayIso && next!.dueDate <= toIsoDate(addDays(today, 45))).toBe(true);
    expect(
      instalments.filter((i) => i.dueDate >= todayIso).every((i) => i.stateEnum === 'Open'),
    ).toBe(true);
    expect(paymentFreeCandidate(asLoan(loan!), today)?.Id).toBe(next!.installmentId);
    expect(limit).toMatchObject({ name: 'Joustoluotto', withdrawalAllowed: true });
    expect(limit!.payoutAccountId).toBe(payment.id);

    const card = t.cards.find((c) => c.customerId === aino.id)!;
    expect(card).toMatchObject({ creditType: 'CreditCard', skinCode: 'CONSUMER' });
    expect(card.maskedCardNumber).toMatch(/^\*{4} \*{4} \*{4} \d{4}$/);
    expect(t.accounts.find((a) => a.id === card.accountId)!.creditLimit).toBeGreaterThan(0);

    const payees = t.payees.filter((p) => p.customerId === aino.id);
    expect(payees.length).toBeGreaterThanOrEqual(3);
    expect(payees.find((p) => p.receiverAccountNumber.startsWith('SE'))?.receiverBic).toBeTruthy();
    expect(t.controls.find((c) => c.customerId === aino.id)).toMatchObject({
      dailyLimit: 500_000,
      monthlyLimit: 2_000_000,
      instantMaxPayment: 200_000,
      instantDailyLimit: 500_000,
      instantMonthlyLimit: 1_500_000,
      crossborderChannelEnabled: true,
    });
  });

  it('1: Aino has transactions of every type over at least six months', () => {
    const aino = customerOf(1);
    const ids = new Set(accountsOf(aino.id).map((a) => a.id));
    const own = t.postings.filter((p) => ids.has(p.accountId));
    const types = new Set(own.map((p) => p.transactionType));
    for (const type of TRANSACTION_TYPES.filter((type) => type !== 'NULL')) {
      expect(types, type).toContain(type);
    }
    expect(own.some((p) => p.cardId !== null)).toBe(true);
    const first = own.map((p) => p.valueDate).sort()[0]!;
    expect(first <= toIsoDate(subMonths(today, 6))).toBe(true);
    const months = new Set(own.map((p) => p.valueDate.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(7);
  });

  it('2: Mikko`s details lapse within two months; his loan offers every relief', () => {
    const mikko = customerOf(2);
    expect(mikko.kycValidTo! > todayIso).toBe(true);
    expect(mikko.kycValidTo! <= toIsoDate(addMonths(today, 2))).toBe(true);
    expect(
      kycStatus({ KycValidTo: mikko.kycValidTo, IsKYCVerified: true, IsViewOnly: false }, today),
    ).toBe('ExpiresSoon');
    const loan = asLoan(loansOf(mikko.id).find((l) => l.typeEnum === 'Loan')!);
    expect(loan).toMatchObject({
      TopUpAllowed: true,
      PaymentFreeInstallmentAllowed: true,
      DueDateChangeAllowed: true,
    });
    const firstUnpaid = loan.LoanInstallmentsPublic.find((i) => i.StateEnum !== 'Paid')!;
    expect(firstUnpaid.TotalPaid).toBe(0);
    expect(firstUnpaid.DueDate).toBe(firstUnpaid.OriginalDueDate);
    expect(paymentFreeCandidate(loan, today)?.Id).toBe(firstUnpaid.Id);
    expect(dueDateChangeCandidate([loan], today)?.instalment.Id).toBe(firstUnpaid.Id);
    expect(accountsOf(mikko.id).some((a) => a.product === 'payment')).toBe(true);
  });

  it('3: Liisa`s details have lapsed', () => {
    const liisa = customerOf(3);
    expect(liisa.kycValidTo! < todayIso).toBe(true);
    expect(
      kycStatus({ KycValidTo: liisa.kycValidTo, IsKYCVerified: true, IsViewOnly: false }, today),
    ).toBe('Expired');
    expect(accountsOf(liisa.id).some((a) => a.product === 'payment')).toBe(true);
  });

  it('4: Pekka may only view his own accounts', () => {
    const pekka = customerOf(4, 'ViewOnly');
    expect(t.rights.filter((r) => r.userId === demoUser(4).id)).toHaveLength(1);
    expect(accountsOf(pekka.id).length).toBeGreaterThanOrEqual(2);
    // Every loan button is there for him to see disabled.
    const loan = asLoan(loansOf(pekka.id).find((l) => l.typeEnum === 'Loan')!);
    expect(loan).toMatchObject({ TopUpAllowed: true, DueDateChangeAllowed: true });
    expect(paymentFreeCandidate(loan, today)).not.toBeNull();
    expect(nextInstalment(loan, today)).not.toBeNull();
    const limit = asLoan(loansOf(pekka.id).find((l) => l.typeEnum === 'Limit')!);
    expect(limit.WithdrawalAllowed).toBe(true);
    expect(nextInstalment(limit, today)).not.toBeNull();
  });

  it('5: Tiina has an instalment about ten days late with nothing paid', () => {
    const tiina = customerOf(5);
    const loan = loansOf(tiina.id)[0]!;
    const late = t.instalments.filter((i) => i.loanId === loan.id && i.stateEnum === 'InvoiceDue');
    expect(late).toHaveLength(1);
    expect(late[0]!.totalPaid).toBe(0);
    expect(late[0]!.dueDate >= toIsoDate(subDays(today, 14))).toBe(true);
    expect(late[0]!.dueDate <= toIsoDate(subDays(today, 7))).toBe(true);
    expect(accountsOf(tiina.id).some((a) => a.product === 'payment')).toBe(true);
  });

  it('6: Kuusela Rakennus Oy, run by a person who is a customer himself', () => {
    const company = customerOf(6, 'MainUser');
    expect(company.type).toBe('Company');
    const mainUser = t.rights.find((r) => r.customerId === company.id && r.role === 'MainUser')!;
    expect(mainUser.representation).toBe('Toimitusjohtaja');
    expect(customerOf(6, 'Owner').type).toBe('Person');

    const accounts = accountsOf(company.id);
    expect(accounts.filter((a) => a.product === 'payment').length).toBeGreaterThanOrEqual(2);
    expect(accounts.some((a) => a.product === 'savings')).toBe(true);
    const deposit = accounts.find((a) => a.type === 'TermDeposit')!;
    expect(deposit.termDepositAmount).toBe(balanceOf(deposit.id));

    const loans = loansOf(company.id);
    expect(
      loans
        .filter((l) => l.typeEnum === 'CompanyLoan')
        .map((l) => l.companyLoanType)
        .sort(),
    ).toEqual(['FlexLoan', 'NormalLoan']);
    const limits = loans.filter((l) => l.typeEnum === 'Limit').map(asLoan);
    expect(limits).toHaveLength(2);
    expect(limits.map((l) => isLimitAgreementEnded(l, today)).sort()).toEqual([false, true]);
    expect(limits.some((l) => l.Name.includes('FCA'))).toBe(true);

    const cards = t.cards.filter((c) => c.customerId === company.id);
    expect(new Set(cards.map((c) => c.creditType))).toEqual(new Set(['CreditCard', 'PrepaidCard']));
    expect(new Set(cards.map((c) => c.cardTypeEnum))).toEqual(
      new Set(['PHYSICAL_CARD', 'VIRTUAL_CARD']),
    );
    expect(cards.every((c) => c.skinCode === 'BUSINESS')).toBe(true);
    expect(cards.filter((c) => c.operatorStatus === 'CARD_BLOCKED')).toHaveLength(1);
    expect(cards.some((c) => c.holderUserId === demoUser(7).id)).toBe(true);
    expect(
      t.invitations.filter((i) => i.companyId === company.id && i.status === 'Pending'),
    ).toHaveLength(2);
    expect(t.controls.some((c) => c.customerId === company.id)).toBe(true);
    const companyAccounts = new Set(accounts.map((a) => a.id));
    const months = new Set(
      t.postings
        .filter((p) => companyAccounts.has(p.accountId))
        .map((p) => p.valueDate.slice(0, 7)),
    );
    expect(months.size).toBeGreaterThanOrEqual(7);
  });

  it('7: the card holder acts for the company only, as a card holder', () => {
    const rights = t.rights.filter((r) => r.userId === demoUser(7).id);
    expect(rights).toHaveLength(1);
    expect(rights[0]).toMatchObject({
      role: 'CardHolder',
      customerId: customerOf(6, 'MainUser').id,
    });
  });

  it('8: Olli has only investment-partner accounts', () => {
    const accounts = accountsOf(customerOf(8).id);
    expect(accounts.length).toBeGreaterThan(0);
    for (const account of accounts) {
      expect(account).toMatchObject({ product: 'investmentPartner', type: 'BankAccount' });
      expect(account.relationTags).toContain('partner');
    }
  });

  it('9: Emilia has no account and no loan', () => {
    const emilia = customerOf(9);
    expect(accountsOf(emilia.id)).toHaveLength(0);
    expect(loansOf(emilia.id)).toHaveLength(0);
  });

  it('10: Ville can identify but is no customer yet', () => {
    expect(t.rights.filter((r) => r.userId === demoUser(10).id)).toHaveLength(0);
  });

  it('keeps everyone else`s details valid well beyond the warning window', () => {
    const exceptions = new Set([customerOf(2).id, customerOf(3).id]);
    for (const customer of t.customers) {
      expect(customer.isKycVerified).toBe(true);
      if (exceptions.has(customer.id)) continue;
      expect(customer.kycValidTo! > toIsoDate(addMonths(today, 6))).toBe(true);
    }
  });
});

describe('planDemoBank', () => {
  it('plans a covered bank whatever day it is run (a day every two weeks for a year)', () => {
    for (let week = 0; week < 52; week += 2) {
      expect(() =>
        planDemoBank(addDays(new Date(2026, 0, 1), week * 7 + (week % 7))),
      ).not.toThrow();
    }
  });
});
