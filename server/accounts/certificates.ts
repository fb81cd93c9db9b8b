import { differenceInCalendarMonths, subDays } from 'date-fns';
import { and, eq, lte, sql } from 'drizzle-orm';
import {
  accountDisplayName,
  certificateEligibility,
  type CertificateKind,
} from '../../domain/accounts/accounts';
import { parseIsoDate, toIsoDate } from '../../domain/dates/dates';
import { formatIban } from '../../domain/payments/iban';
import { message, type MessageKey, type MessageValues } from '../../domain/errors/message';
import { termDepositInterest } from '../../domain/accounts/termDeposit';
import { dayIn, localeOf, moneyIn } from '../../i18n/instance';
import type { Language } from '../../i18n';
import { themeFor, type BrandId } from '../../themes/nodeBrands';
import type { Database } from '../db/database';
import { customers, postings } from '../db/schema';
import { BankError } from '../bankError';
import { SANDBOX_BANK } from '../seed/ibans';
import type { AccountOwner } from './accountDetails';
import { ownAccountWithBalance, toAccount, type AccountRow } from './accountList';
import { renderCertificate } from './certificatePdf';
import { bankDay, bankDayIso } from '../services/bankDay';
import { accruedThrough } from '../jobs/interest';
import { textOf } from '../texts';

export interface CertificateFile {
  filename: string;
  pdf: Uint8Array;
}

const REFUSALS: Record<CertificateKind, MessageKey> = {
  balance: 'certificates.refusals.balanceNotEligible',
  deposit: 'certificates.refusals.depositNotEligible',
};

/**
 * A certificate's words in the language the customer asked in: a certificate is often shown to
 * someone abroad, and each of the bank's languages words it as a formal document would.
 */
function certificateWords(language: Language) {
  const text = (key: string, values?: MessageValues) =>
    textOf(message(`certificates.pdf.${key}`, values), language);
  return {
    text,
    rate: (percent: number) => text('rate', { rate: percent }),
    money: (cents: number) => moneyIn(language, cents),
    date: (day: string) => dayIn(language, day),
  };
}

export function createCertificateService(db: Database, brand: BrandId, now: () => Date) {
  const bank = { name: SANDBOX_BANK.name, bic: SANDBOX_BANK.bic };
  // The header band of the web bank's own theme, read from the brand's file.
  const { colors } = themeFor(brand);
  const header = { background: colors.background.header, text: colors.text.onHeader };

  /** The company's own account that may have this certificate (domain certificateEligibility). */
  async function eligibleAccount(owner: AccountOwner, accountId: string, kind: CertificateKind) {
    const found = await ownAccountWithBalance(db, owner.customerId, accountId);
    if (!found) throw new BankError('accountId', 'errors.account_not_found', 404);
    if (owner.customerType !== 'Company') {
      throw new BankError('customerType', 'certificates.refusals.companiesOnly', 403);
    }
    const account = toAccount(found.row, found.balance);
    if (certificateEligibility(account, owner.customerType) !== kind) {
      throw new BankError('accountId', REFUSALS[kind], 403);
    }
    const [company] = await db
      .select({ identityCode: customers.identityCode })
      .from(customers)
      .where(eq(customers.id, owner.customerId));
    return { row: found.row, account, businessId: company?.identityCode ?? '' };
  }

  async function balanceOn(row: AccountRow, day: string): Promise<number> {
    const [sum] = await db
      .select({ balance: sql<number>`coalesce(sum(${postings.amount}), 0)`.mapWith(Number) })
      .from(postings)
      .where(and(eq(postings.accountId, row.id), lte(postings.valueDate, day)));
    return sum?.balance ?? 0;
  }

  return {
    /**
     * 'Saldo- ja korkotodistus' as the account stood on `date` (today when absent): the balance
     * at the end of that day (today: so far) and the interest accrued to the end of the day
     * before, as the account page shows it that day. The rate is the account's present rate.
     */
    async balance(
      owner: AccountOwner,
      accountId: string,
      date: string | undefined,
      language: Language,
    ): Promise<CertificateFile> {
      const { row, account, businessId } = await eligibleAccount(owner, accountId, 'balance');
      const today = bankDayIso(now());
      const day = date ?? today;
      if (day > today) throw new BankError('date', 'certificates.refusals.futureDay', 400);
      if (day < row.openedAt) {
        throw new BankError(
          'date',
          message('certificates.refusals.beforeOpening', { day: row.openedAt }),
          400,
        );
      }
      const balance = await balanceOn(row, day);
      const dayBefore = toIsoDate(subDays(parseIsoDate(day) ?? bankDay(now()), 1));
      const accrued =
        row.product === 'savings'
          ? Math.round(await accruedThrough(db, row, dayBefore))
          : day === today
            ? row.accruedInterest
            : 0;
      const words = certificateWords(language);
      const pdf = await renderCertificate({
        title: words.text('balance.title'),
        lead: words.text('balance.lead', { day }),
        rows: [
          [words.text('owner'), owner.name],
          [words.text('businessId'), businessId],
          [words.text('account'), textOf(accountDisplayName(account), language)],
          ['IBAN', formatIban(row.iban ?? '')],
          ['BIC', bank.bic],
          [words.text('balance.balanceOn', { day }), words.money(balance)],
          [words.text('balance.accruedInterest'), words.money(accrued)],
          [words.text('interestRate'), words.rate(row.interestRate)],
        ],
        footer: [words.text('issued', { day: today }), `${bank.name} · BIC ${bank.bic}`],
        locale: localeOf(language),
        bank,
        header,
        createdAt: now(),
      });
      return { filename: words.text('balance.filename', { day }), pdf };
    },

    /** 'Määräaikaistalletustodistus': the deposit, its rate and term, and the interest at maturity. */
    async deposit(
      owner: AccountOwner,
      accountId: string,
      language: Language,
    ): Promise<CertificateFile> {
      const { row, account, businessId } = await eligibleAccount(owner, accountId, 'deposit');
      const today = bankDayIso(now());
      const amount = row.termDepositAmount ?? account.Balance;
      const start = parseIsoDate(row.openedAt);
      const maturity = row.termDepositExpires ? parseIsoDate(row.termDepositExpires) : null;
      const months = start && maturity ? differenceInCalendarMonths(maturity, start) : 0;
      const words = certificateWords(language);
      const pdf = await renderCertificate({
        title: words.text('deposit.title'),
        lead: words.text('deposit.lead'),
        rows: [
          [words.text('deposit.depositor'), owner.name],
          [words.text('businessId'), businessId],
          [words.text('deposit.deposit'), textOf(accountDisplayName(account), language)],
          ['IBAN', formatIban(row.iban ?? '')],
          [words.text('deposit.amount'), words.money(amount)],
          [words.text('interestRate'), words.rate(row.interestRate)],
          [words.text('deposit.start'), words.date(row.openedAt)],
          [
            words.text('deposit.maturity'),
            row.termDepositExpires ? words.date(row.termDepositExpires) : '–',
          ],
          [words.text('deposit.term'), words.text('deposit.months', { count: months })],
          [
            words.text('deposit.interestAtMaturity'),
            words.money(termDepositInterest(amount, row.interestRate, months)),
          ],
        ],
        footer: [words.text('deposit.issued', { day: today }), `${bank.name} · BIC ${bank.bic}`],
        locale: localeOf(language),
        bank,
        header,
        createdAt: now(),
      });
      return { filename: words.text('deposit.filename', { day: today }), pdf };
    },
  };
}

export type CertificateService = ReturnType<typeof createCertificateService>;
