import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { consumerCardApplication } from '../../api/cardApplication';
import {
  CARD_DECISION_REASONS,
  type CardApplicationStatus,
} from '../../domain/cards/cardApplication';
import type { EmploymentType, HousingType } from '../../domain/cards/creditCardProposal';
import { message } from '../../domain/errors/message';
import { BankError } from '../bankError';
import type { Database } from '../db/database';
import { cardApplications, cards } from '../db/schema';

export type ApplicationRow = typeof cardApplications.$inferSelect;
export type ApplicationChanges = Partial<typeof cardApplications.$inferInsert>;
export type ConsumerCardApplication = z.output<typeof consumerCardApplication>;

/** Whose application: the identified person and their own customer. */
export interface Applicant {
  customerId: string;
  userId: string;
}

const decisionReason = (reason: string | null) =>
  CARD_DECISION_REASONS.find((known) => known === reason) ?? null;

/** Everything the proposal needs is filled in. */
export const isFilledIn = (row: ApplicationRow) =>
  row.monthlyIncome !== null &&
  row.monthlyExpenses !== null &&
  row.employmentEnum !== null &&
  row.housingEnum !== null &&
  row.email !== null &&
  row.streetAddress !== null &&
  row.isPoliticallyExposed !== null &&
  row.actsOnOwnBehalf !== null;

/** Refuses (409 on `Id`) an application whose status does not allow the step. */
export function assertStatus(
  row: ApplicationRow,
  allowed: (status: CardApplicationStatus) => boolean,
): void {
  const status = row.status as CardApplicationStatus;
  if (!allowed(status)) {
    throw new BankError('Id', message('cardApplication.errors.status', { status }), 409);
  }
}

/** Reading and writing applications, each only on its applicant's behalf. */
export function createApplicationRecords(db: Database) {
  return {
    /** The applicant's own application; another's is as if it did not exist (404 on `Id`). */
    async own(applicant: Applicant, id: string): Promise<ApplicationRow> {
      const [row] = await db
        .select()
        .from(cardApplications)
        .where(
          and(
            eq(cardApplications.id, id),
            eq(cardApplications.customerId, applicant.customerId),
            eq(cardApplications.userId, applicant.userId),
          ),
        );
      if (!row) throw new BankError('Id', 'cardApplication.errors.notFound', 404);
      return row;
    },

    async save(id: string, changes: ApplicationChanges): Promise<ApplicationRow> {
      const [row] = await db
        .update(cardApplications)
        .set(changes)
        .where(eq(cardApplications.id, id))
        .returning();
      return row!;
    },

    /** The application as its applicant sees it, with its card's masked number once made. */
    async read(row: ApplicationRow): Promise<ConsumerCardApplication> {
      const [card] = row.cardId
        ? await db
            .select({ maskedCardNumber: cards.maskedCardNumber })
            .from(cards)
            .where(eq(cards.id, row.cardId))
        : [];
      return {
        Id: row.id,
        Status: row.status as CardApplicationStatus,
        RequestedLimit: row.requestedLimit,
        MonthlyIncome: row.monthlyIncome,
        MonthlyExpenses: row.monthlyExpenses,
        EmploymentEnum: row.employmentEnum as EmploymentType | null,
        HousingEnum: row.housingEnum as HousingType | null,
        Email: row.email,
        Phone: row.phone,
        StreetAddress: row.streetAddress,
        PostalCode: row.postalCode,
        City: row.city,
        IsPoliticallyExposed: row.isPoliticallyExposed,
        ActsOnOwnBehalf: row.actsOnOwnBehalf,
        OnboardingComplete: row.confirmedAt !== null,
        GrantedLimit: row.grantedLimit,
        DecisionReason: decisionReason(row.decisionReason),
        CardId: row.cardId,
        MaskedCardNumber: card?.maskedCardNumber ?? null,
        PaymentAccountId: row.paymentAccountId,
      };
    },
  };
}

export type ApplicationRecords = ReturnType<typeof createApplicationRecords>;
