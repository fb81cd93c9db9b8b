import { eq } from 'drizzle-orm';
import type { CallOutput } from '../../api/call';
import type { documents } from '../../api/loans';
import { isContract, loanDocumentTypes } from '../../domain/loans/documents';
import { isLimit } from '../../domain/loans/loan';
import { message, type MessageValues } from '../../domain/errors/message';
import type { Language } from '../../i18n';
import { dayIn, localeOf, moneyIn } from '../../i18n/instance';
import { themeFor, type BrandId } from '../../themes/nodeBrands';
import { renderCertificate } from '../accounts/certificatePdf';
import type { Database } from '../db/database';
import { customers } from '../db/schema';
import { SANDBOX_BANK } from '../seed/ibans';
import { bankDayIso } from '../services/bankDay';
import { textOf } from '../texts';
import { ownLoan } from './ownLoan';

type LoanDocument = CallOutput<typeof documents>[number];

/**
 * A loan's documents as PDFs, drawn when asked in the customer's language under the brand's
 * header band: the contract and the pre-contractual information, from the loan's own terms.
 */
export function createLoanDocuments(db: Database, brand: BrandId, now: () => Date) {
  const bank = { name: SANDBOX_BANK.name, bic: SANDBOX_BANK.bic };
  const { colors } = themeFor(brand);
  const header = { background: colors.background.header, text: colors.text.onHeader };

  return async function list(
    customerId: string,
    loanId: string,
    language: Language,
  ): Promise<LoanDocument[]> {
    const { row, loan } = await ownLoan(db, customerId, loanId, { field: 'loanId' });
    const [borrower] = await db
      .select({ name: customers.name, identityCode: customers.identityCode })
      .from(customers)
      .where(eq(customers.id, customerId));
    const text = (key: string, values?: MessageValues) =>
      textOf(message(`loans.documents.${key}`, values), language);
    const today = bankDayIso(now());
    const rows: [string, string][] = [
      [text('borrower'), borrower?.name ?? ''],
      [text('identityCode'), borrower?.identityCode ?? ''],
      [text('loan'), row.name],
      [text('type'), textOf(message(`loans.type.${loan.TypeEnum}`), language)],
      [text(isLimit(loan) ? 'line' : 'capital'), moneyIn(language, row.capital)],
      [text('interestRate'), text('rate', { rate: row.interestRate })],
      ...(isLimit(loan)
        ? []
        : ([
            [text('instalments'), String(loan.InstallmentCount)],
            [text('repayment'), moneyIn(language, loan.TotalRepayment)],
          ] as [string, string][])),
      [text('openingDate'), dayIn(language, row.openingDate)],
      [text('reference'), row.paymentReference],
    ];
    return Promise.all(
      loanDocumentTypes(loan).map(async (type) => {
        const title = textOf(message(`catalogue.loanDocumentType.${type}`), language);
        const pdf = await renderCertificate({
          title,
          lead: text(isContract(type) ? 'contractLead' : 'preconditionsLead'),
          rows,
          footer: [text('issued', { day: today }), `${bank.name} · BIC ${bank.bic}`],
          locale: localeOf(language),
          bank,
          header,
          createdAt: now(),
        });
        return {
          DocumentType: type,
          FileName: text('filename', { document: title, reference: row.paymentReference }),
          ContentType: 'application/pdf' as const,
          Content: Buffer.from(pdf).toString('base64'),
        };
      }),
    );
  };
}
