import { and, asc, eq, isNull } from 'drizzle-orm';
import type { LoanApplicationStatus } from '../../domain/catalogue/enumerations';
import { message } from '../../domain/errors/message';
import { canMove } from '../../domain/loans/applicationStatus';
import { eurosToCents } from '../../domain/money/money';
import { isLanguage, type Language } from '../../i18n';
import { BankError } from '../bankError';
import type { OperationOwner } from '../confirmations/operation';
import type { Database } from '../db/database';
import { accounts, customers } from '../db/schema';
import { requestHash } from '../ledger/ledger';
import type { AccountOpeningService } from '../opening/accountOpening';
import type { AuthFlowService } from '../services/authFlows';
import { bankDay } from '../services/bankDay';
import type { BankSession } from '../services/sessions';
import { textOf } from '../texts';
import { currentStatus, type ApplicationRow, type LoanOffer } from './applicationRecord';
import {
  applicantOf,
  applications,
  assertStatus,
  type Applicant,
  type ApplicationStore,
} from './applicationStore';
import { bookSignedLoan } from './payout';

const signable = (status: LoanApplicationStatus) => status === 'WaitingForAllocationOrConfirmation';

/**
 * Accepting an offer and signing the contract: a strong confirmation (the confirmed-operation
 * flow of every payment) whose return makes the loan and pays it out, once.
 */
export function createSigning(
  db: Database,
  store: ApplicationStore,
  {
    now,
    flows,
    opening,
  }: { now: () => Date; flows: AuthFlowService; opening: AccountOpeningService },
) {
  /** A payment account of the customer for the payout; one is opened for a customer without. */
  async function payoutAccount(row: ApplicationRow, customerId: string): Promise<string> {
    const [existing] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(
        and(
          eq(accounts.customerId, customerId),
          eq(accounts.product, 'payment'),
          eq(accounts.type, 'BankAccount'),
          isNull(accounts.closedAt),
        ),
      )
      .orderBy(asc(accounts.openedAt), asc(accounts.id))
      .limit(1);
    if (existing) return existing.id;
    const [customer] = await db
      .select({ name: customers.name })
      .from(customers)
      .where(eq(customers.id, customerId));
    const opened = await opening.open(
      { customerId, customerType: 'Person', name: customer?.name ?? '' },
      'payment',
      undefined,
      { key: `loan-application:${row.id}`, hash: requestHash({ loanApplication: row.id }) },
      isLanguage(row.language) ? row.language : 'fi',
    );
    return opened.Id;
  }

  return {
    /**
     * Accepting the offer: the contract waits for the applicant's signature, a strong
     * confirmation whose page shows the amount, the duration and the monthly instalment.
     * Accepting again (a cancelled or lapsed signature) prepares a new one.
     */
    async prepareSignature(session: BankSession, id: string, language: Language) {
      const row = await store.own(applicantOf(session), id);
      const status = currentStatus(row, now());
      assertStatus(status, (s) => canMove(s, 'WaitingForAllocationOrConfirmation') || signable(s));
      if (status === 'WaitingForApproval') {
        await store.save(row.id, { status: 'WaitingForAllocationOrConfirmation' });
      }
      const offer = row.offer as LoanOffer;
      const approval = message('loanApplication.approval', {
        amount: eurosToCents(offer.Amount),
        months: offer.InstallmentCount,
        instalment: eurosToCents(offer.InstallmentAmount),
      });
      const flow = await flows.prepareConfirmation(session, 'LoanContract', {
        approval,
        data: { applicationId: row.id },
      });
      return { SessionId: flow.id, ApprovalText: textOf(approval, language) };
    },

    /**
     * The signature came back confirmed: the loan is made and paid out. The application's row
     * is locked while it books, so a second signature finds it Active and books nothing.
     */
    async sign(owner: OperationOwner, id: string): Promise<void> {
      const row = await store.own(owner, id);
      assertStatus(currentStatus(row, now()), signable);
      const payoutAccountId = await payoutAccount(row, owner.customerId);
      await db.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(applications)
          .where(eq(applications.id, id))
          .for('update');
        assertStatus(currentStatus(locked!, now()), signable);
        const loanId = await bookSignedLoan(
          tx,
          { ...locked!, customerId: owner.customerId },
          locked!.offer as LoanOffer,
          { payoutAccountId, today: bankDay(now()) },
        );
        await tx
          .update(applications)
          .set({ status: 'Active', loanId, payoutAccountId })
          .where(eq(applications.id, id));
      });
    },

    /** The signed application with its loan and payout; before the signature, 409. */
    async confirmed(applicant: Applicant, id: string) {
      const row = await store.own(applicant, id);
      if (row.status !== 'Active') {
        throw new BankError('Id', 'loanApplication.errors.notSigned', 409);
      }
      return store.read(row);
    },
  };
}
