import { and, asc, eq, isNull } from 'drizzle-orm';
import type { CallInput } from '../../api/call';
import type { onboardingUpdate } from '../../api/loanApplication';
import type { LoanApplicationStatus } from '../../domain/catalogue/enumerations';
import { recordStep, type FunnelState } from '../../domain/customer/funnel';
import { message } from '../../domain/errors/message';
import { canMove, isEditable } from '../../domain/loans/applicationStatus';
import { eurosToCents, type Cents } from '../../domain/money/money';
import { isLanguage, type Language } from '../../i18n';
import { BankError } from '../bankError';
import type { OperationOwner } from '../confirmations/operation';
import type { Database } from '../db/database';
import { accounts, consumerLoanApplications, customers, users } from '../db/schema';
import { requestHash } from '../ledger/ledger';
import type { AccountOpeningService } from '../opening/accountOpening';
import type { AuthFlowService } from '../services/authFlows';
import { bankDay } from '../services/bankDay';
import type { BankSession } from '../services/sessions';
import { textOf } from '../texts';
import { applicantCustomer } from './applicant';
import {
  currentStatus,
  isOnboardingComplete,
  toLoanApplication,
  type ApplicationRow,
  type LoanApplication,
  type LoanOffer,
} from './applicationRecord';
import { allowedMonths, decisionFor, proposalsFor } from './decision';
import { bookSignedLoan } from './payout';

const applications = consumerLoanApplications;

/** Whose application: the identified person and their own customer. */
export interface Applicant {
  customerId: string;
  userId: string;
}

export const applicantOf = (session: Pick<BankSession, 'customerId' | 'userId'>): Applicant => ({
  customerId: session.customerId,
  userId: session.userId,
});

type FormInput = Omit<CallInput<typeof onboardingUpdate>, 'Id'>;

/** Refuses (409 on `Id`) an application whose status does not allow the step. */
function assertStatus(
  status: LoanApplicationStatus,
  allowed: (status: LoanApplicationStatus) => boolean,
): void {
  if (!allowed(status)) {
    throw new BankError('Id', message('loanApplication.errors.status', { status }), 409);
  }
}

/**
 * Consumer loan applications from the landing page: started by anyone, claimed by the person
 * who identifies for it, filled in, decided, accepted, signed by strong identification and
 * paid out as a loan.
 */
export function createLoanApplicationService(
  db: Database,
  {
    now,
    flows,
    opening,
  }: { now: () => Date; flows: AuthFlowService; opening: AccountOpeningService },
) {
  async function read(row: ApplicationRow): Promise<LoanApplication> {
    const [payout] = row.payoutAccountId
      ? await db
          .select({ iban: accounts.iban })
          .from(accounts)
          .where(eq(accounts.id, row.payoutAccountId))
      : [];
    return toLoanApplication(row, now(), payout?.iban ?? null);
  }

  /** The applicant's own application; another's is as if it did not exist (404 on `field`). */
  async function own(applicant: Applicant, id: string, field = 'Id'): Promise<ApplicationRow> {
    const [row] = await db
      .select()
      .from(applications)
      .where(
        and(
          eq(applications.id, id),
          eq(applications.customerId, applicant.customerId),
          eq(applications.userId, applicant.userId),
        ),
      );
    if (!row) throw new BankError(field, 'loanApplication.errors.notFound', 404);
    return row;
  }

  async function save(
    id: string,
    changes: Partial<typeof applications.$inferInsert>,
  ): Promise<ApplicationRow> {
    const [row] = await db
      .update(applications)
      .set(changes)
      .where(eq(applications.id, id))
      .returning();
    return row!;
  }

  async function personalIdOf(userId: string): Promise<string> {
    const [user] = await db
      .select({ personalId: users.personalId })
      .from(users)
      .where(eq(users.id, userId));
    return user?.personalId ?? '';
  }

  /** Saves the changes; an application with an offer is decided again on what changed. */
  async function changeAndRedecide(
    row: ApplicationRow,
    changes: Partial<typeof applications.$inferInsert>,
  ): Promise<LoanApplication> {
    const changed = { ...row, ...changes } as ApplicationRow;
    const decided =
      currentStatus(row, now()) === 'WaitingForApproval'
        ? decisionFor(changed, await personalIdOf(row.userId!), now())
        : {};
    return read(await save(row.id, { ...changes, ...decided }));
  }

  /** A payment account of the customer for the payout; one is opened for a customer without. */
  async function payoutAccount(row: ApplicationRow & { customerId: string }): Promise<string> {
    const [existing] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(
        and(
          eq(accounts.customerId, row.customerId),
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
      .where(eq(customers.id, row.customerId));
    const opened = await opening.open(
      { customerId: row.customerId, customerType: 'Person', name: customer?.name ?? '' },
      'payment',
      undefined,
      { key: `loan-application:${row.id}`, hash: requestHash({ loanApplication: row.id }) },
      isLanguage(row.language) ? row.language : 'fi',
    );
    return opened.Id;
  }

  return {
    /** A new application for the calculator's amount (cents) and duration. */
    async start(amount: Cents, months: number, language: Language) {
      const installmentCount = allowedMonths(amount, months);
      const [row] = await db
        .insert(applications)
        .values({ amount, installmentCount, language })
        .returning();
      return {
        status: 'Started' as const,
        flowType: 'loan' as const,
        data: { amount: amount / 100, duration: installmentCount },
        applicationId: row!.id,
      };
    },

    /** Refuses (404 on `applicationId`) identifying for an application that cannot be continued. */
    async assertIdentifiable(applicationId: string): Promise<void> {
      const [row] = await db.select().from(applications).where(eq(applications.id, applicationId));
      if (!row || !isEditable(currentStatus(row, now()))) {
        throw new BankError('applicationId', 'loanApplication.errors.notFound', 404);
      }
    },

    /**
     * The identified person takes the application: their own customer (a new one if they are
     * not yet a customer) becomes its applicant. One already taken by another is not found.
     */
    async claim(
      applicationId: string,
      user: typeof users.$inferSelect,
    ): Promise<{ customerId: string; isNew: boolean }> {
      const { customerId, isNew } = await applicantCustomer(db, user);
      const [row] = await db.select().from(applications).where(eq(applications.id, applicationId));
      if (!row || (row.customerId !== null && row.customerId !== customerId)) {
        throw new BankError('applicationId', 'loanApplication.errors.notFound', 404);
      }
      if (row.customerId === null) {
        await save(row.id, { customerId, userId: user.id, isNewCustomer: isNew });
      }
      return { customerId, isNew: row.customerId === null ? isNew : row.isNewCustomer };
    },

    async fetch(applicant: Applicant, id: string): Promise<LoanApplication> {
      return read(await own(applicant, id, 'id'));
    },

    async saveForm(applicant: Applicant, id: string, form: FormInput): Promise<LoanApplication> {
      const row = await own(applicant, id);
      assertStatus(currentStatus(row, now()), isEditable);
      return changeAndRedecide(row, {
        email: form.Email,
        phone: form.Phone,
        streetAddress: form.StreetAddress,
        postalCode: form.PostalCode,
        city: form.City,
        purposeEnum: form.PurposeEnum,
        monthlyIncome: form.MonthlyIncome,
        monthlyExpenses: form.MonthlyExpenses,
        isPoliticallyExposed: form.IsPoliticallyExposed,
        actsOnOwnBehalf: form.ActsOnOwnBehalf,
      });
    },

    async change(
      applicant: Applicant,
      id: string,
      amount: Cents,
      months: number,
    ): Promise<LoanApplication> {
      const row = await own(applicant, id);
      assertStatus(currentStatus(row, now()), isEditable);
      return changeAndRedecide(row, { amount, installmentCount: allowedMonths(amount, months) });
    },

    /** Insurance or express payout, chosen before the offer is accepted. */
    async choose(
      applicant: Applicant,
      id: string,
      choice: { insurance: boolean } | { expressPayment: boolean },
    ): Promise<LoanApplication> {
      const row = await own(applicant, id);
      assertStatus(currentStatus(row, now()), isEditable);
      return read(await save(row.id, choice));
    },

    /** The credit decision: the offer, a referral, or a refusal. Asked again, it answers the same. */
    async decide(applicant: Applicant, id: string): Promise<LoanApplication> {
      const row = await own(applicant, id);
      const status = currentStatus(row, now());
      if (status !== 'InProcess') return read(row);
      if (!isOnboardingComplete(row)) {
        throw new BankError('Id', 'loanApplication.errors.formIncomplete', 409);
      }
      return read(await save(row.id, decisionFor(row, await personalIdOf(row.userId!), now())));
    },

    async proposals(applicant: Applicant, id: string): Promise<LoanOffer[]> {
      const row = await own(applicant, id);
      assertStatus(currentStatus(row, now()), (status) => status === 'WaitingForApproval');
      return proposalsFor(row, await personalIdOf(row.userId!));
    },

    /**
     * Accepting the offer: the contract waits for the applicant's signature, a strong
     * confirmation whose page shows the amount, the duration and the monthly instalment.
     * Accepting again (a cancelled or lapsed signature) prepares a new one.
     */
    async prepareSignature(session: BankSession, id: string, language: Language) {
      const row = await own(applicantOf(session), id);
      const status = currentStatus(row, now());
      assertStatus(
        status,
        (s) =>
          canMove(s, 'WaitingForAllocationOrConfirmation') ||
          s === 'WaitingForAllocationOrConfirmation',
      );
      const offer = row.offer as LoanOffer;
      if (status === 'WaitingForApproval') {
        await save(row.id, { status: 'WaitingForAllocationOrConfirmation' });
      }
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
     * The signature came back confirmed: the loan is made and paid out, once. The application's
     * row is locked while it books, so a second signature finds it Active and books nothing.
     */
    async sign(owner: OperationOwner, id: string): Promise<void> {
      const row = await own(owner, id);
      const signable = (status: LoanApplicationStatus) =>
        status === 'WaitingForAllocationOrConfirmation';
      assertStatus(currentStatus(row, now()), signable);
      const customerId = owner.customerId;
      const payoutAccountId = await payoutAccount({ ...row, customerId });
      await db.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(applications)
          .where(eq(applications.id, id))
          .for('update');
        assertStatus(currentStatus(locked!, now()), signable);
        const loanId = await bookSignedLoan(
          tx,
          { ...locked!, customerId },
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
    async confirmed(applicant: Applicant, id: string): Promise<LoanApplication> {
      const row = await own(applicant, id);
      if (row.status !== 'Active') {
        throw new BankError('Id', 'loanApplication.errors.notSigned', 409);
      }
      return read(row);
    },

    async cancel(applicant: Applicant, id: string): Promise<LoanApplication> {
      const row = await own(applicant, id);
      assertStatus(currentStatus(row, now()), (status) => canMove(status, 'Cancelled'));
      return read(await save(row.id, { status: 'Cancelled' }));
    },

    /** Records the funnel's steps on the application, each once (domain/customer/funnel). */
    async recordSteps(applicationId: string, steps: readonly string[]) {
      const [row] = await db
        .select({ funnelSteps: applications.funnelSteps })
        .from(applications)
        .where(eq(applications.id, applicationId));
      if (!row) throw new BankError('applicationId', 'loanApplication.errors.notFound', 404);
      let state: FunnelState = { recorded: row.funnelSteps };
      for (const step of steps) state = recordStep(state, step).state;
      await save(applicationId, { funnelSteps: [...state.recorded] });
      return { Recorded: [...state.recorded] };
    },
  };
}

export type LoanApplicationService = ReturnType<typeof createLoanApplicationService>;
