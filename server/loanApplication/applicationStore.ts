import { and, eq } from 'drizzle-orm';
import type { LoanApplicationStatus } from '../../domain/catalogue/enumerations';
import { message } from '../../domain/errors/message';
import { BankError } from '../bankError';
import type { Database } from '../db/database';
import { accounts, consumerLoanApplications, users } from '../db/schema';
import type { BankSession } from '../services/sessions';
import { toLoanApplication, type ApplicationRow, type LoanApplication } from './applicationRecord';

export const applications = consumerLoanApplications;
export type ApplicationChanges = Partial<typeof applications.$inferInsert>;

/** Whose application: the identified person and their own customer. */
export interface Applicant {
  customerId: string;
  userId: string;
}

export const applicantOf = (session: Pick<BankSession, 'customerId' | 'userId'>): Applicant => ({
  customerId: session.customerId,
  userId: session.userId,
});

/** Refuses (409 on `Id`) an application whose status does not allow the step. */
export function assertStatus(
  status: LoanApplicationStatus,
  allowed: (status: LoanApplicationStatus) => boolean,
): void {
  if (!allowed(status)) {
    throw new BankError('Id', message('loanApplication.errors.status', { status }), 409);
  }
}

/** Reading and writing applications, each only on its applicant's behalf. */
export function createApplicationStore(db: Database, now: () => Date) {
  return {
    /** The application as its applicant sees it, with the account it was paid out to. */
    async read(row: ApplicationRow): Promise<LoanApplication> {
      const [payout] = row.payoutAccountId
        ? await db
            .select({ iban: accounts.iban })
            .from(accounts)
            .where(eq(accounts.id, row.payoutAccountId))
        : [];
      return toLoanApplication(row, now(), payout?.iban ?? null);
    },

    /** The applicant's own application; another's is as if it did not exist (404 on `field`). */
    async own(applicant: Applicant, id: string, field = 'Id'): Promise<ApplicationRow> {
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
    },

    async save(id: string, changes: ApplicationChanges): Promise<ApplicationRow> {
      const [row] = await db
        .update(applications)
        .set(changes)
        .where(eq(applications.id, id))
        .returning();
      return row!;
    },

    /** The henkilötunnus the applicant identified with. */
    async personalIdOf(row: ApplicationRow): Promise<string> {
      const [user] = await db
        .select({ personalId: users.personalId })
        .from(users)
        .where(eq(users.id, row.userId ?? ''));
      return user?.personalId ?? '';
    },
  };
}

export type ApplicationStore = ReturnType<typeof createApplicationStore>;
