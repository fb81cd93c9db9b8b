import { and, asc, eq, isNull } from 'drizzle-orm';
import { ownersHaveConfirmed } from '../../domain/company/ownerConfirmations';
import { signaturesBindCompany } from '../../domain/company/signingRights';
import { message } from '../../domain/errors/message';
import type { CompanyLoanOffer } from '../../domain/loans/companyLoan';
import { eurosToCents } from '../../domain/money/money';
import { isLanguage } from '../../i18n';
import { BankError } from '../bankError';
import type { CompanyRegister } from '../companyRegister/register';
import type { Database, Transaction } from '../db/database';
import {
  accounts,
  companyLoanApplications,
  companyLoanOwnerConfirmations,
  companyLoanSignatures,
} from '../db/schema';
import { requestHash } from '../ledger/ledger';
import { bookLoan } from '../loanApplication/payout';
import { bankDay } from '../services/bankDay';
import { textOf } from '../texts';

/** What a person adds to a waiting application (a signature, an owner's confirmation). */
export type ApplicationMark = (tx: Transaction) => Promise<void>;

/**
 * A signatory's signature or a beneficial owner's confirmation, and the payout it may complete.
 * In one transaction with the application's row locked: the mark is added (a second one by the
 * same person is refused), and when the signatures bind the company and every beneficial owner
 * has confirmed, the loan is made and paid to the company's account. Two last marks at the same
 * moment wait for each other's lock, so only one finds the application still waiting and pays
 * out; the booking's key guards it again.
 */
export function createCompanyLoanCompletion(
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

  return async function complete(
    application: { id: string; businessId: string; companyCustomerId: string },
    mark: ApplicationMark,
  ): Promise<void> {
    const applicationId = application.id;
    const [representatives, owners, payoutAccountId] = await Promise.all([
      register.representatives(application.businessId),
      register.beneficialOwners(application.businessId),
      payoutAccount(application.companyCustomerId),
    ]);

    await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(companyLoanApplications)
        .where(eq(companyLoanApplications.id, applicationId))
        // Not FOR UPDATE: the marks' foreign keys take a share lock on this row.
        .for('no key update');
      if (row!.status !== 'WaitingForSignatures') {
        throw new BankError('Id', 'companyLoan.errors.notWaitingForSignatures', 409);
      }
      await mark(tx);
      const [signatures, confirmations] = await Promise.all([
        tx
          .select({ personalId: companyLoanSignatures.personalId })
          .from(companyLoanSignatures)
          .where(eq(companyLoanSignatures.applicationId, applicationId)),
        tx
          .select({ personalId: companyLoanOwnerConfirmations.personalId })
          .from(companyLoanOwnerConfirmations)
          .where(eq(companyLoanOwnerConfirmations.applicationId, applicationId)),
      ]);
      const bound = signaturesBindCompany(
        representatives,
        signatures.map((s) => s.personalId),
      );
      const confirmed = ownersHaveConfirmed(
        owners,
        confirmations.map((c) => c.personalId),
      );
      if (!bound || !confirmed) return;

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

export type CompanyLoanCompletion = ReturnType<typeof createCompanyLoanCompletion>;
