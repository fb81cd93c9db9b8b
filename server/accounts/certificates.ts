import { differenceInCalendarMonths, subDays } from 'date-fns';
import { and, eq, lte, sql } from 'drizzle-orm';
import {
  accountDisplayName,
  certificateEligibility,
  type CertificateKind,
} from '../../domain/accounts/accounts';
import { formatDate, parseIsoDate, toIsoDate } from '../../domain/dates/dates';
import { formatIban } from '../../domain/payments/iban';
import { MESSAGES } from '../../domain/errors/messages';
import { formatMoney } from '../../domain/money/money';
import { termDepositInterest } from '../../domain/accounts/termDeposit';
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

export interface CertificateFile {
  filename: string;
  pdf: Uint8Array;
}

export const CERTIFICATE_TITLES: Record<CertificateKind, string> = {
  balance: 'Saldo- ja korkotodistus',
  deposit: 'Määräaikaistalletustodistus',
};

const REFUSALS: Record<CertificateKind, string> = {
  balance: 'Tästä tilistä ei voi tulostaa saldo- ja korkotodistusta.',
  deposit:
    'Talletustodistuksen voi tulostaa vain määräaikaistalletuksesta, jonka saldo on talletettu määrä.',
};

/** `1,25 %`: two decimals in the Finnish form. */
function formatRate(percent: number): string {
  return `${new Intl.NumberFormat('fi-FI', { minimumFractionDigits: 2, maximumFractionDigits: 3 }).format(percent)} %`;
}

const FOOTNOTE =
  'Todistus on laadittu sähköisesti pankin kirjanpidon tiedoista, eikä siinä ole allekirjoitusta.';

export function createCertificateService(db: Database, brand: BrandId, now: () => Date) {
  const bank = { name: SANDBOX_BANK.name, bic: SANDBOX_BANK.bic };
  // The header band of the web bank's own theme, read from the brand's file.
  const { colors } = themeFor(brand);
  const header = { background: colors.background.header, text: colors.text.onHeader };

  /** The company's own account that may have this certificate (domain certificateEligibility). */
  async function eligibleAccount(owner: AccountOwner, accountId: string, kind: CertificateKind) {
    const found = await ownAccountWithBalance(db, owner.customerId, accountId);
    if (!found) throw new BankError('accountId', MESSAGES.account_not_found, 404);
    if (owner.customerType !== 'Company') {
      throw new BankError('customerType', 'Todistukset ovat vain yritysasiakkaille.', 403);
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
    ): Promise<CertificateFile> {
      const { row, account, businessId } = await eligibleAccount(owner, accountId, 'balance');
      const today = bankDayIso(now());
      const day = date ?? today;
      if (day > today) throw new BankError('date', 'Päivä ei voi olla tulevaisuudessa.', 400);
      if (day < row.openedAt) {
        throw new BankError('date', `Tili on avattu vasta ${formatDate(row.openedAt)}.`, 400);
      }
      const balance = await balanceOn(row, day);
      const dayBefore = toIsoDate(subDays(parseIsoDate(day) ?? bankDay(now()), 1));
      const accrued =
        row.product === 'savings'
          ? Math.round(await accruedThrough(db, row, dayBefore))
          : day === today
            ? row.accruedInterest
            : 0;
      const pdf = await renderCertificate({
        title: CERTIFICATE_TITLES.balance,
        lead: `Todistamme, että alla mainitun tilin saldo ja kertynyt korko olivat ${formatDate(day)} seuraavat.`,
        rows: [
          ['Tilinomistaja', owner.name],
          ['Y-tunnus', businessId],
          ['Tili', accountDisplayName(account)],
          ['IBAN', formatIban(row.iban ?? '')],
          ['BIC', bank.bic],
          [`Saldo ${formatDate(day)}`, formatMoney(balance)],
          ['Kertynyt korko', formatMoney(accrued)],
          ['Korko', `${formatRate(row.interestRate)} vuodessa`],
        ],
        footer: [
          `Todistus on annettu ${formatDate(today)}. ${FOOTNOTE}`,
          `${bank.name} · BIC ${bank.bic}`,
        ],
        bank,
        header,
        createdAt: now(),
      });
      return { filename: `saldotodistus-${day}.pdf`, pdf };
    },

    /** 'Määräaikaistalletustodistus': the deposit, its rate and term, and the interest at maturity. */
    async deposit(owner: AccountOwner, accountId: string): Promise<CertificateFile> {
      const { row, account, businessId } = await eligibleAccount(owner, accountId, 'deposit');
      const today = bankDayIso(now());
      const amount = row.termDepositAmount ?? account.Balance;
      const start = parseIsoDate(row.openedAt);
      const maturity = row.termDepositExpires ? parseIsoDate(row.termDepositExpires) : null;
      const months = start && maturity ? differenceInCalendarMonths(maturity, start) : 0;
      const pdf = await renderCertificate({
        title: CERTIFICATE_TITLES.deposit,
        lead: `Todistamme, että alla mainittu määräaikaistalletus on talletettu pankkiimme seuraavin ehdoin.`,
        rows: [
          ['Tallettaja', owner.name],
          ['Y-tunnus', businessId],
          ['Talletus', accountDisplayName(account)],
          ['IBAN', formatIban(row.iban ?? '')],
          ['Talletettu määrä', formatMoney(amount)],
          ['Korko', `${formatRate(row.interestRate)} vuodessa`],
          ['Alkamispäivä', formatDate(row.openedAt)],
          ['Eräpäivä', row.termDepositExpires ? formatDate(row.termDepositExpires) : '–'],
          ['Talletusaika', `${months} kk`],
          ['Korko eräpäivänä', formatMoney(termDepositInterest(amount, row.interestRate, months))],
        ],
        footer: [
          `Todistus on annettu ${formatDate(today)}. Korko maksetaan eräpäivänä. ${FOOTNOTE}`,
          `${bank.name} · BIC ${bank.bic}`,
        ],
        bank,
        header,
        createdAt: now(),
      });
      return { filename: `talletustodistus-${today}.pdf`, pdf };
    },
  };
}

export type CertificateService = ReturnType<typeof createCertificateService>;
