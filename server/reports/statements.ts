import { and, eq, lt, sql } from 'drizzle-orm';
import type { ReportFormat } from '../../api/reports';
import { subDays } from 'date-fns/subDays';
import { accountDisplayName } from '../../domain/accounts/accounts';
import { transactionLabel } from '../../domain/accounts/transactions';
import { parseIsoDate, toIsoDate } from '../../domain/dates/dates';
import { message, type MessageValues } from '../../domain/errors/message';
import { formatIban } from '../../domain/payments/iban';
import { statementPeriodProblems } from '../../domain/reports/statementPeriod';
import { csvAmount, csvDay, csvDocument, csvText } from '../../domain/reports/statementCsv';
import type { Language } from '../../i18n';
import { dayIn, localeOf, moneyIn } from '../../i18n/instance';
import { themeFor, type BrandId } from '../../themes/nodeBrands';
import { renderCertificate } from '../accounts/certificatePdf';
import { ownAccountWithBalance, toAccount } from '../accounts/accountList';
import type { Transaction, TransactionService } from '../accounts/transactions';
import { BankError } from '../bankError';
import type { Database } from '../db/database';
import { postings } from '../db/schema';
import { SANDBOX_BANK } from '../seed/ibans';
import { bankDayIso } from '../services/bankDay';
import type { BankSession } from '../services/sessions';
import { textOf } from '../texts';

export interface StatementRequest {
  accountId: string;
  start: string;
  end: string;
  Format: ReportFormat;
}

export interface StatementFile {
  filename: string;
  contentType: 'application/pdf' | 'text/csv; charset=utf-8';
  bytes: Uint8Array;
}

const EXTENSIONS: Record<ReportFormat, string> = { PDF: 'pdf', CSV: 'csv' };

/**
 * Account statements (tiliote) of the session's own accounts: the postings of a period, oldest
 * first, as a PDF (drawn by the certificates' renderer, with the opening and closing balance) or
 * as CSV for a spreadsheet.
 */
export function createStatementService(
  db: Database,
  {
    transactions,
    brand,
    now,
  }: { transactions: TransactionService; brand: BrandId; now: () => Date },
) {
  const bank = { name: SANDBOX_BANK.name, bic: SANDBOX_BANK.bic };
  const { colors } = themeFor(brand);
  const header = { background: colors.background.header, text: colors.text.onHeader };

  /** The balance at the end of the day before `start`: the sum of the earlier postings. */
  async function openingBalance(accountId: string, start: string): Promise<number> {
    const [sum] = await db
      .select({ balance: sql<number>`coalesce(sum(${postings.amount}), 0)`.mapWith(Number) })
      .from(postings)
      .where(and(eq(postings.accountId, accountId), lt(postings.valueDate, start)));
    return sum?.balance ?? 0;
  }

  function csv(rows: readonly Transaction[], language: Language): Uint8Array {
    const text = (key: string) => textOf(message(`reports.document.columns.${key}`), language);
    const lines = rows.map((row) => [
      csvDay(row.BookingDate),
      csvAmount(row.Amount),
      csvText(row.Recipient ?? ''),
      csvText(textOf(transactionLabel({ ...row, Recipient: null }), language)),
      csvText(row.Reference ?? ''),
      csvText(row.Message ?? ''),
    ]);
    const columns = ['date', 'amount', 'counterparty', 'type', 'reference', 'message'].map(text);
    return new TextEncoder().encode(csvDocument(columns, lines));
  }

  return {
    async statement(
      session: BankSession,
      request: StatementRequest,
      language: Language,
    ): Promise<StatementFile> {
      const { accountId, start, end, Format } = request;
      const found = await ownAccountWithBalance(db, session.customerId, accountId);
      if (!found) throw new BankError('accountId', 'errors.account_not_found', 404);
      const today = bankDayIso(now());
      for (const [field, problem] of Object.entries(
        statementPeriodProblems({ start, end }, today),
      )) {
        if (problem) throw new BankError(field, problem, 400);
      }
      const rows = (
        await transactions.inRange(session.customerId, { accountId, start, end })
      ).reverse();
      const words = (key: string, values?: MessageValues) =>
        textOf(message(`reports.document.${key}`, values), language);
      const filename = words('filename', { start, end, extension: EXTENSIONS[Format] });
      if (Format === 'CSV') {
        return { filename, contentType: 'text/csv; charset=utf-8', bytes: csv(rows, language) };
      }
      const opening = await openingBalance(accountId, start);
      const closing = rows.reduce((sum, row) => sum + row.Amount, opening);
      const account = toAccount(found.row, found.balance);
      const dayBefore = toIsoDate(subDays(parseIsoDate(start)!, 1));
      const pdf = await renderCertificate({
        title: words('title'),
        lead: words('lead', { start, end }),
        rows: [
          [words('owner'), session.customerName],
          [words('account'), textOf(accountDisplayName(account), language)],
          ['IBAN', formatIban(found.row.iban ?? '')],
          [words('period'), words('periodValue', { start, end })],
          [words('opening', { day: dayBefore }), moneyIn(language, opening)],
          [words('closing', { day: end }), moneyIn(language, closing)],
        ],
        table: {
          header: ['date', 'counterparty', 'message', 'amount'].map((key) =>
            words(`columns.${key}`),
          ),
          widths: [0.16, 0.34, 0.32, 0.18],
          rightAligned: [3],
          rows: rows.map((row) => [
            dayIn(language, row.BookingDate),
            row.Recipient ?? textOf(transactionLabel(row), language),
            row.Message ?? row.Reference ?? '',
            moneyIn(language, row.Amount),
          ]),
          empty: words('noTransactions'),
        },
        footer: [words('issued', { day: today }), `${bank.name} · BIC ${bank.bic}`],
        locale: localeOf(language),
        bank,
        header,
        createdAt: now(),
      });
      return { filename, contentType: 'application/pdf', bytes: pdf };
    },
  };
}

export type StatementService = ReturnType<typeof createStatementService>;
