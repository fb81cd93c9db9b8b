import { eq } from 'drizzle-orm';
import type { CallInput } from '../../api/call';
import type { onboardingUpdate } from '../../api/loanApplication';
import { recordStep, type FunnelState } from '../../domain/customer/funnel';
import { canMove, isEditable } from '../../domain/loans/applicationStatus';
import type { Cents } from '../../domain/money/money';
import type { Language } from '../../i18n';
import { BankError } from '../bankError';
import type { Database } from '../db/database';
import type { users } from '../db/schema';
import type { AccountOpeningService } from '../opening/accountOpening';
import type { AuthFlowService } from '../services/authFlows';
import { applicantCustomer } from './applicant';
import {
  currentStatus,
  isOnboardingComplete,
  type ApplicationRow,
  type LoanApplication,
  type LoanOffer,
} from './applicationRecord';
import {
  applications,
  assertStatus,
  createApplicationStore,
  type Applicant,
  type ApplicationChanges,
} from './applicationStore';
import { allowedMonths, decisionFor, proposalsFor } from './decision';
import { createSigning } from './signing';

type FormInput = Omit<CallInput<typeof onboardingUpdate>, 'Id'>;

/**
 * Consumer loan applications from the landing page: started by anyone, claimed by the person
 * who identifies for it, filled in, decided, accepted, signed by strong identification and
 * paid out as a loan.
 */
export function createLoanApplicationService(
  db: Database,
  dependencies: { now: () => Date; flows: AuthFlowService; opening: AccountOpeningService },
) {
  const { now } = dependencies;
  const store = createApplicationStore(db, now);

  /** Saves the changes; an application with an offer is decided again on what changed. */
  async function changeAndRedecide(
    row: ApplicationRow,
    changes: ApplicationChanges,
  ): Promise<LoanApplication> {
    const changed = { ...row, ...changes } as ApplicationRow;
    const decided =
      currentStatus(row, now()) === 'WaitingForApproval'
        ? decisionFor(changed, await store.personalIdOf(row), now())
        : {};
    return store.read(await store.save(row.id, { ...changes, ...decided }));
  }

  /** An application the applicant may still change. */
  async function editable(applicant: Applicant, id: string): Promise<ApplicationRow> {
    const row = await store.own(applicant, id);
    assertStatus(currentStatus(row, now()), isEditable);
    return row;
  }

  return {
    ...createSigning(db, store, dependencies),

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

    /** Refuses (404 on `applicationId`) identifying for an application that cannot go on. */
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
      if (row.customerId !== null) return { customerId, isNew: row.isNewCustomer };
      await store.save(row.id, { customerId, userId: user.id, isNewCustomer: isNew });
      return { customerId, isNew };
    },

    async fetch(applicant: Applicant, id: string): Promise<LoanApplication> {
      return store.read(await store.own(applicant, id, 'id'));
    },

    async saveForm(applicant: Applicant, id: string, form: FormInput): Promise<LoanApplication> {
      return changeAndRedecide(await editable(applicant, id), {
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

    async change(applicant: Applicant, id: string, amount: Cents, months: number) {
      return changeAndRedecide(await editable(applicant, id), {
        amount,
        installmentCount: allowedMonths(amount, months),
      });
    },

    /** Insurance or express payout, chosen before the offer is accepted. */
    async choose(
      applicant: Applicant,
      id: string,
      choice: { insurance: boolean } | { expressPayment: boolean },
    ): Promise<LoanApplication> {
      return store.read(await store.save((await editable(applicant, id)).id, choice));
    },

    /** The credit decision: the offer, a referral, or a refusal. Asked again, it answers the same. */
    async decide(applicant: Applicant, id: string): Promise<LoanApplication> {
      const row = await store.own(applicant, id);
      if (currentStatus(row, now()) !== 'InProcess') return store.read(row);
      if (!isOnboardingComplete(row)) {
        throw new BankError('Id', 'loanApplication.errors.formIncomplete', 409);
      }
      const decision = decisionFor(row, await store.personalIdOf(row), now());
      return store.read(await store.save(row.id, decision));
    },

    /**
     * The terms to choose from while the offer waits for acceptance; none after it. A read, so a
     * page that refetches it as the offer is accepted gets an empty list, not a refusal.
     */
    async proposals(applicant: Applicant, id: string): Promise<LoanOffer[]> {
      const row = await store.own(applicant, id);
      if (currentStatus(row, now()) !== 'WaitingForApproval') return [];
      return proposalsFor(row, await store.personalIdOf(row));
    },

    async cancel(applicant: Applicant, id: string): Promise<LoanApplication> {
      const row = await store.own(applicant, id);
      assertStatus(currentStatus(row, now()), (status) => canMove(status, 'Cancelled'));
      return store.read(await store.save(row.id, { status: 'Cancelled' }));
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
      await store.save(applicationId, { funnelSteps: [...state.recorded] });
      return { Recorded: [...state.recorded] };
    },
  };
}

export type LoanApplicationService = ReturnType<typeof createLoanApplicationService>;
