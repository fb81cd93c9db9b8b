import { and, asc, eq, isNull } from 'drizzle-orm';
import { signaturesBindCompany } from '../../domain/company/signingRights';
import { message } from '../../domain/errors/message';
import type { CompanyLoanOffer } from '../../domain/loans/companyLoan';
import { eurosToCents } from '../../domain/money/money';
import { isLanguage } from '../../i18n';
import { BankError } from '../bankError';
import type { CompanyRegister } from '../companyRegister/register';
import type { Database } from '../db/database';
import { accounts, companyLoanApplications, companyLoanSignatures } from '../db/schema';
import { requestHash } from '../ledger/ledger';
import { bookLoan } from '../loanApplication/payout';
import { bankDay } from '../services/bankDay';
import { textOf } from '../texts';
import type { Representative } from './companyLoanApplications';

/**
 * A representative's confirmed signature, and the payout it may complete. In one transaction
 * with the application's row locked: the signature is added once (a second one by the same
 * person is refused), and when the signatures now bind the company the loan is made and paid to
 * the company's account. Two last signatures at the same moment wait for each other's lock, so
 * only one finds the application still waiting and pays out; the booking's key guards it again.
 */
export function createCompanyLoanSigning(
  db: Database,
  { now, register }: { now: () => Date; register: CompanyRegister },
) {
  async function payoutAccount(companyCustomerId: string): Promise<string> {
    const [account] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(
        and(
          eq(accounts.customerId, companyCustomerId),
          eq(accounts.product, 'payment'),
          eq(accounts.type, 'BankAccount'),
          isNull(accounts.closedAt),
        ),
      )
      .orderBy(asc(accounts.openedAt), asc(accounts.id))
      .limit(1);
    if (!account) throw new BankError('Id', 'companyLoan.errors.noPayoutAccount', 409);
    return account.id;
  }

  return async function sign(who: Representative, applicationId: string): Promise<void> {
    const [found] = await db
      .select()
      .from(companyLoanApplications)
      .where(eq(companyLoanApplications.id, applicationId));
    if (!found) throw new BankError('Id', 'companyLoan.errors.notFound', 404);
    const representatives = await register.representatives(found.businessId);
    const place = representatives.find((r) => r.personalId === who.personalId);
    if (!place || place.signingRight === 'None') {
      throw new BankError('Id', 'companyLoan.errors.noSigningRight', 403);
    }
    const payoutAccountId = await payoutAccount(found.companyCustomerId);

    await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(companyLoanApplications)
        .where(eq(companyLoanApplications.id, applicationId))
        // Not FOR UPDATE: the signature's foreign key takes a share lock on this row.
        .for('no key update');
      if (row!.status !== 'WaitingForSignatures') {
        throw new BankError('Id', 'companyLoan.errors.notWaitingForSignatures', 409);
      }
      const added = await tx
        .insert(companyLoanSignatures)
        .values({ applicationId, personalId: who.personalId, userId: who.userId, signedAt: now() })
        .onConflictDoNothing()
        .returning();
      if (added.length === 0) throw new BankError('Id', 'companyLoan.errors.alreadySigned', 409);
      const signatures = await tx
        .select({ personalId: companyLoanSignatures.personalId })
        .from(companyLoanSignatures)
        .where(eq(companyLoanSignatures.applicationId, applicationId));
      const bound = signaturesBindCompany(
        representatives,
        signatures.map((s) => s.personalId),
      );
      if (!bound) return;

      const offer = row!.offer as CompanyLoanOffer;
      const language = isLanguage(row!.language) ? row!.language : 'fi';
      const loanId = await bookLoan(tx, {
        customerId: row!.companyCustomerId,
        typeEnum: 'CompanyLoan',
        companyLoanType: row!.loanType,
        purposeEnum: null,
        name: textOf(message(`companyLoan.loanNames.${row!.loanType}`), language),
        offer,
        monthlyFee: eurosToCents(offer.MonthlyFee),
        servicing: false,
        payoutAccountId,
        today: bankDay(now()),
        idempotency: {
          key: `company-loan-application:${applicationId}`,
          hash: requestHash({ applicationId, offer }),
        },
      });
      await tx
        .update(companyLoanApplications)
        .set({ status: 'PaidOut', loanId })
        .where(eq(companyLoanApplications.id, applicationId));
    });
  };
}
