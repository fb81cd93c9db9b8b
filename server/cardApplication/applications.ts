import { and, desc, eq, isNull } from 'drizzle-orm';
import type { CallInput } from '../../api/call';
import type {
  onboardingKyc,
  onboardingUpdateAddress,
  onboardingUpdateApplication,
} from '../../api/cardApplication';
import {
  isEditable,
  isStillShown,
  type CardApplicationStatus,
} from '../../domain/cards/cardApplication';
import { proposeCardLimit, type EmploymentType } from '../../domain/cards/creditCardProposal';
import { message } from '../../domain/errors/message';
import type { Cents } from '../../domain/money/money';
import type { Language } from '../../i18n';
import { BankError } from '../bankError';
import type { OperationOwner } from '../confirmations/operation';
import type { Database } from '../db/database';
import { accounts, cardApplications, users } from '../db/schema';
import { applicantCustomer } from '../loanApplication/applicant';
import type { AuthFlowService } from '../services/authFlows';
import type { BankSession } from '../services/sessions';
import { textOf } from '../texts';
import {
  assertStatus,
  createApplicationRecords,
  isFilledIn,
  type Applicant,
  type ApplicationChanges,
  type ApplicationRow,
} from './applicationRecord';
import { makeCard } from './cardMaking';

type ApplicationData = Omit<CallInput<typeof onboardingUpdateApplication>, 'Id'>;
type AddressData = Omit<CallInput<typeof onboardingUpdateAddress>, 'Id'>;
type KycData = Omit<CallInput<typeof onboardingKyc>, 'Id'>;

/** Spec leaves the limit of an application started without one open: 2 000 €. */
export const DEFAULT_REQUESTED_LIMIT: Cents = 2_000_00;

export const applicantOf = (session: Pick<BankSession, 'customerId' | 'userId'>): Applicant => ({
  customerId: session.customerId,
  userId: session.userId,
});

/**
 * Consumer credit card applications: started by a visitor (and claimed by the person who
 * identifies for it) or by a logged-in person, filled in, confirmed, proposed a limit, signed
 * by strong identification (which makes the card, once) and connected to a payment account.
 */
export function createCardApplicationService(
  db: Database,
  { now, flows }: { now: () => Date; flows: AuthFlowService },
) {
  const records = createApplicationRecords(db);

  /** Saves what the applicant filled in; a confirmed application must be confirmed again. */
  async function fillIn(applicant: Applicant, id: string, changes: ApplicationChanges) {
    const row = await records.own(applicant, id);
    assertStatus(row, isEditable);
    return records.read(await records.save(row.id, { ...changes, confirmedAt: null }));
  }

  async function personalIdOf(row: ApplicationRow): Promise<string> {
    const [user] = await db
      .select({ personalId: users.personalId })
      .from(users)
      .where(eq(users.id, row.userId ?? ''));
    return user?.personalId ?? '';
  }

  return {
    /** A visitor's new application, before they identify. */
    async start(requestedLimit: Cents | undefined, language: Language) {
      const [row] = await db
        .insert(cardApplications)
        .values({ requestedLimit: requestedLimit ?? DEFAULT_REQUESTED_LIMIT, language })
        .returning({ id: cardApplications.id });
      return { ApplicationId: row!.id };
    },

    /** Refuses (404 on `ApplicationId`) identifying for an application that cannot go on. */
    async assertIdentifiable(id: string): Promise<void> {
      const [row] = await db.select().from(cardApplications).where(eq(cardApplications.id, id));
      if (!row || !isEditable(row.status as CardApplicationStatus)) {
        throw new BankError('ApplicationId', 'cardApplication.errors.notFound', 404);
      }
    },

    /**
     * The identified person takes the visitor's application: their own customer (a new one if
     * they are not yet a customer) becomes its applicant. One taken by another is not found.
     */
    async claim(id: string, user: typeof users.$inferSelect) {
      const { customerId, isNew } = await applicantCustomer(db, user);
      const [row] = await db.select().from(cardApplications).where(eq(cardApplications.id, id));
      if (!row || (row.customerId !== null && row.customerId !== customerId)) {
        throw new BankError('ApplicationId', 'cardApplication.errors.notFound', 404);
      }
      if (row.customerId === null) await records.save(id, { customerId, userId: user.id });
      return { ApplicationId: id, CustomerId: customerId, IsNewCustomer: isNew };
    },

    /** The logged-in person's latest application while it is shown, else a new one. */
    async underWay(session: BankSession, language: Language) {
      if (session.role !== 'Owner') throw new BankError('customer', 'errors.view_only', 403);
      const [latest] = await db
        .select()
        .from(cardApplications)
        .where(
          and(
            eq(cardApplications.customerId, session.customerId),
            eq(cardApplications.userId, session.userId),
          ),
        )
        .orderBy(desc(cardApplications.createdAt))
        .limit(1);
      if (latest && isStillShown(latest.finishedAt, now())) return records.read(latest);
      const [started] = await db
        .insert(cardApplications)
        .values({
          customerId: session.customerId,
          userId: session.userId,
          requestedLimit: DEFAULT_REQUESTED_LIMIT,
          language,
        })
        .returning();
      return records.read(started!);
    },

    saveApplication: (applicant: Applicant, id: string, data: ApplicationData) =>
      fillIn(applicant, id, {
        requestedLimit: data.RequestedLimit,
        monthlyIncome: data.MonthlyIncome,
        monthlyExpenses: data.MonthlyExpenses,
        employmentEnum: data.EmploymentEnum,
        housingEnum: data.HousingEnum,
      }),

    saveAddress: (applicant: Applicant, id: string, data: AddressData) =>
      fillIn(applicant, id, {
        email: data.Email,
        phone: data.Phone,
        streetAddress: data.StreetAddress,
        postalCode: data.PostalCode,
        city: data.City,
      }),

    saveKyc: (applicant: Applicant, id: string, data: KycData) =>
      fillIn(applicant, id, {
        isPoliticallyExposed: data.IsPoliticallyExposed,
        actsOnOwnBehalf: data.ActsOnOwnBehalf,
      }),

    /** The applicant confirms the details and accepts the terms: the proposal can be asked. */
    async confirm(applicant: Applicant, id: string) {
      const row = await records.own(applicant, id);
      assertStatus(row, isEditable);
      if (!isFilledIn(row)) throw new BankError('Id', 'cardApplication.errors.incomplete', 409);
      return records.read(await records.save(row.id, { confirmedAt: now() }));
    },

    /** The bank's answer: a limit, a referral or a refusal. Asked again, it answers the same. */
    async propose(applicant: Applicant, id: string) {
      const row = await records.own(applicant, id);
      if (row.status !== 'Started') return records.read(row);
      if (row.confirmedAt === null) {
        throw new BankError('Id', 'cardApplication.errors.notConfirmed', 409);
      }
      const proposal = proposeCardLimit(
        {
          personalId: await personalIdOf(row),
          monthlyIncome: row.monthlyIncome!,
          monthlyExpenses: row.monthlyExpenses!,
          employment: row.employmentEnum as EmploymentType,
          isPoliticallyExposed: row.isPoliticallyExposed!,
          actsOnOwnBehalf: row.actsOnOwnBehalf!,
        },
        row.requestedLimit,
        now(),
      );
      const decided =
        proposal.outcome === 'Proposed'
          ? { status: 'Proposed', grantedLimit: proposal.limit }
          : { status: proposal.outcome, decisionReason: proposal.reason, finishedAt: now() };
      return records.read(await records.save(row.id, { ...decided, decidedAt: now() }));
    },

    /**
     * Accepting the proposal: the card agreement waits for the applicant's signature, a strong
     * confirmation whose page shows the limit. Accepting again prepares a new signature.
     */
    async prepareSignature(session: BankSession, id: string, language: Language) {
      const row = await records.own(applicantOf(session), id);
      assertStatus(row, (status) => status === 'Proposed');
      const approval = message('cardApplication.approval', { limit: row.grantedLimit! });
      const flow = await flows.prepareConfirmation(session, 'CardApplication', {
        approval,
        data: { applicationId: row.id },
      });
      return { SessionId: flow.id, ApprovalText: textOf(approval, language) };
    },

    /** The signature came back confirmed: the credit account and its card, made once. */
    sign: (owner: OperationOwner, id: string) => makeCard(db, owner, id, now()),

    /** The applicant's own payment account the card bill is paid from. */
    async connectBank(applicant: Applicant, id: string, accountId: string) {
      const row = await records.own(applicant, id);
      assertStatus(row, (status) => status === 'CardMade');
      const [account] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(
          and(
            eq(accounts.id, accountId),
            eq(accounts.customerId, applicant.customerId),
            eq(accounts.product, 'payment'),
            eq(accounts.type, 'BankAccount'),
            isNull(accounts.closedAt),
          ),
        );
      if (!account) throw new BankError('AccountId', 'cardApplication.errors.noSuchAccount', 404);
      return records.read(
        await records.save(row.id, { paymentAccountId: account.id, finishedAt: now() }),
      );
    },
  };
}

export type CardApplicationService = ReturnType<typeof createCardApplicationService>;
