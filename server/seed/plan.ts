import { randomUUID } from 'node:crypto';
import { subDays, subYears } from 'date-fns';
import type { Cents } from '../../domain/money/money';
import type {
  accounts,
  cardHolderInvitations,
  cards,
  companyContactPersons,
  customerRights,
  customers,
  loanInstallments,
  loans,
  messageThreads,
  payees,
  paymentControls,
  threadMessages,
  users,
} from '../db/schema';
import { iso } from './calendar';
import { bankDay } from '../services/bankDay';
import { sandboxIban } from './ibans';
import { INTERNAL_ACCOUNTS, type InternalAccount } from '../ledger/internalAccounts';
import { Journal } from './journal';
import type { BookingEntry } from './ledger';
import { Random } from './random';
import { createFinnishReference } from '../../domain/payments/reference';

type AccountRow = typeof accounts.$inferInsert & { id: string };

export interface AccountInfo {
  id: string;
  customerId: string | null;
  /** What a statement shows for the account: its name, or its IBAN. */
  name: string;
  iban: string | null;
  creditLimit: Cents;
}

export interface AccountSpec {
  customerId: string;
  type: AccountRow['type'];
  product: AccountRow['product'];
  customName: string;
  openedAt: Date;
  interestRate?: number;
  creditLimit?: Cents;
  relationTags?: string[];
  /** For the customer's account in another bank. */
  externalAccountNumber?: string;
  termDepositExpires?: Date;
  termDepositAmount?: Cents;
  closedAt?: Date;
}

/** A bank already seeded, that a plan adds customers to. */
export interface SeededBank {
  internal: Record<InternalAccount, string>;
  /** The highest serial of the bank's account numbers (`sandboxIban`) in use. */
  accountSerial: number;
}

/**
 * Everything the seed will write, built in memory first: the rows of each table and the ledger
 * bookings. Ids are made here (random UUIDs), so rows can point at each other before insertion.
 */
export class SeedPlan {
  readonly today: Date;
  readonly todayIso: string;
  readonly yesterday: Date;
  readonly random: Random;
  readonly journal = new Journal();

  readonly customers: (typeof customers.$inferInsert & { id: string })[] = [];
  readonly users: (typeof users.$inferInsert & { id: string })[] = [];
  readonly customerRights: (typeof customerRights.$inferInsert)[] = [];
  readonly accounts: AccountRow[] = [];
  readonly loans: (typeof loans.$inferInsert & { id: string })[] = [];
  readonly loanInstallments: (typeof loanInstallments.$inferInsert)[] = [];
  readonly cards: (typeof cards.$inferInsert & { id: string })[] = [];
  readonly cardHolderInvitations: (typeof cardHolderInvitations.$inferInsert)[] = [];
  readonly payees: (typeof payees.$inferInsert)[] = [];
  readonly paymentControls: (typeof paymentControls.$inferInsert)[] = [];
  readonly messageThreads: (typeof messageThreads.$inferInsert & { id: string })[] = [];
  readonly threadMessages: (typeof threadMessages.$inferInsert)[] = [];
  readonly companyContactPersons: (typeof companyContactPersons.$inferInsert)[] = [];

  /** The ids of the bank's own accounts. */
  readonly internal: Record<InternalAccount, string>;

  private readonly accountInfo = new Map<string, AccountInfo>();
  private accountSerial: number;
  private referenceSerial = 0;
  private cardSerial = 0;

  /**
   * A plan of the demo bank, which makes the bank's own accounts; or, given `bank`, a plan of
   * more customers for a bank already seeded: its own accounts are reused, and account numbers
   * continue after `bank.accountSerial`.
   */
  constructor(today: Date, bank?: SeededBank) {
    // The bank's day (Helsinki), as its jobs and calls take it, whatever the server's zone.
    this.today = bankDay(today);
    this.todayIso = iso(this.today);
    this.yesterday = subDays(this.today, 1);
    // The same day gives the same demo: the amounts follow from the date.
    this.random = new Random(Number(this.todayIso.replaceAll('-', '')));
    this.accountSerial = bank?.accountSerial ?? 0;
    const internal = {} as Record<InternalAccount, string>;
    for (const [key, name] of Object.entries(INTERNAL_ACCOUNTS) as [InternalAccount, string][]) {
      const id = bank?.internal[key] ?? randomUUID();
      if (!bank) {
        this.accounts.push({
          id,
          customerId: null,
          type: 'Internal',
          product: 'internal',
          customName: name,
          iban: null,
          openedAt: iso(subYears(this.today, 10)),
        });
      }
      this.accountInfo.set(id, { id, customerId: null, name, iban: null, creditLimit: 0 });
      internal[key] = id;
    }
    this.internal = internal;
  }

  /** The last account serial the plan has numbered (where a following plan continues). */
  get lastAccountSerial(): number {
    return this.accountSerial;
  }

  addCustomer(row: Omit<typeof customers.$inferInsert, 'id'>): string {
    const id = randomUUID();
    this.customers.push({ ...row, id });
    return id;
  }

  addUser(row: Omit<typeof users.$inferInsert, 'id'>): string {
    const id = randomUUID();
    this.users.push({ ...row, id });
    return id;
  }

  grant(
    userId: string,
    customerId: string,
    role: (typeof customerRights.$inferInsert)['role'],
    representation: string | null = null,
  ): void {
    this.customerRights.push({ userId, customerId, role, representation });
  }

  /** A person's everyday payment account, 'Käyttötili', open since `openedAt`. */
  addPaymentAccount(customerId: string, openedAt: Date): string {
    return this.addAccount({
      customerId,
      type: 'BankAccount',
      product: 'payment',
      customName: 'Käyttötili',
      openedAt,
    });
  }

  /** A customer's account; the bank's own accounts get an IBAN of the sandbox bank. */
  addAccount(spec: AccountSpec): string {
    const id = randomUUID();
    const external = spec.type === 'ExternalBankAccount' || spec.type === 'ExternalTermDeposit';
    const iban = external ? null : sandboxIban(++this.accountSerial);
    const creditLimit = spec.creditLimit ?? 0;
    this.accounts.push({
      id,
      customerId: spec.customerId,
      type: spec.type,
      product: spec.product,
      customName: spec.customName,
      iban,
      interestRate: spec.interestRate ?? 0,
      creditLimit,
      relationTags: spec.relationTags ?? [],
      externalAccountNumber: spec.externalAccountNumber ?? null,
      termDepositExpires: spec.termDepositExpires ? iso(spec.termDepositExpires) : null,
      termDepositAmount: spec.termDepositAmount ?? null,
      openedAt: iso(spec.openedAt),
      closedAt: spec.closedAt ? iso(spec.closedAt) : null,
    });
    this.accountInfo.set(id, {
      id,
      customerId: spec.customerId,
      name: spec.customName,
      iban: iban ?? spec.externalAccountNumber ?? null,
      creditLimit,
    });
    return id;
  }

  account(id: string): AccountInfo {
    const info = this.accountInfo.get(id);
    if (!info) throw new Error(`No account ${id} in the seed plan`);
    return info;
  }

  /** Sets columns of an account row after its bookings are known (accrued interest, deposit). */
  updateAccount(id: string, values: Partial<Omit<AccountRow, 'id'>>): void {
    const row = this.accounts.find((account) => account.id === id);
    if (!row) throw new Error(`No account ${id} in the seed plan`);
    Object.assign(row, values);
  }

  /** A loan's payment reference: a national reference number, unique in the demo. */
  nextLoanReference(): string {
    return createFinnishReference(`7190${String(++this.referenceSerial).padStart(6, '0')}`);
  }

  /** `**** **** **** 4821`: the last four digits differ card by card. */
  nextMaskedCardNumber(): string {
    const last = 1000 + ((++this.cardSerial * 3719) % 9000);
    return `**** **** **** ${last}`;
  }

  book(entry: BookingEntry): void {
    this.journal.add(entry);
  }

  /** Every customer account stays at or above minus its credit on every day. */
  assertBalancesCovered(): void {
    const floors = new Map<string, Cents>();
    for (const info of this.accountInfo.values()) {
      if (info.customerId !== null) floors.set(info.id, info.creditLimit);
    }
    this.journal.assertCovered(floors, (id) => {
      const info = this.account(id);
      const owner = this.customers.find((customer) => customer.id === info.customerId);
      return `${owner?.name ?? '?'}: ${info.name}`;
    });
  }
}
