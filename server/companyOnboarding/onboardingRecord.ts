import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { companyOnboarding } from '../../api/companyOnboarding';
import { beneficialOwnerSchema } from '../../domain/company/beneficialOwners';
import { companyKycSchema, prelimKycSchema } from '../../domain/company/companyKyc';
import { taxResidencySchema } from '../../domain/company/taxResidency';
import { BankError } from '../bankError';
import type { CompanyRegister } from '../companyRegister/register';
import type { Database } from '../db/database';
import { companyOnboardings } from '../db/schema';

export type OnboardingRow = typeof companyOnboardings.$inferSelect;
export type OnboardingChanges = Partial<typeof companyOnboardings.$inferInsert>;
export type CompanyOnboarding = z.output<typeof companyOnboarding>;

/** Whose onboarding: the identified representative and their own customer. */
export interface Representative {
  customerId: string;
  userId: string;
}

/** The answers as they were saved (each by its call's schema), read back. */
export const savedAnswers = {
  prelimKyc: (row: OnboardingRow) => prelimKycSchema.nullable().parse(row.prelimKyc ?? null),
  kyc: (row: OnboardingRow) => companyKycSchema.nullable().parse(row.kyc ?? null),
  beneficialOwners: (row: OnboardingRow) =>
    beneficialOwnerSchema
      .array()
      .nullable()
      .parse(row.beneficialOwners ?? null),
  taxResidencies: (row: OnboardingRow) =>
    taxResidencySchema
      .array()
      .nullable()
      .parse(row.taxResidencies ?? null),
};

/** Reading and writing onboardings, each only on its representative's behalf. */
export function createOnboardingRecords(db: Database, register: CompanyRegister) {
  return {
    /** The representative's own onboarding; another's is as if it did not exist (404 on `Id`). */
    async own(representative: Representative, id: string): Promise<OnboardingRow> {
      const [row] = await db
        .select()
        .from(companyOnboardings)
        .where(
          and(
            eq(companyOnboardings.id, id),
            eq(companyOnboardings.customerId, representative.customerId),
            eq(companyOnboardings.userId, representative.userId),
          ),
        );
      if (!row) throw new BankError('Id', 'companyOnboarding.errors.notFound', 404);
      return row;
    },

    async save(id: string, changes: OnboardingChanges): Promise<OnboardingRow> {
      const [row] = await db
        .update(companyOnboardings)
        .set(changes)
        .where(eq(companyOnboardings.id, id))
        .returning();
      return row!;
    },

    /** The onboarding as its representative sees it. */
    async read(row: OnboardingRow): Promise<CompanyOnboarding> {
      const company = row.businessId ? await register.company(row.businessId) : undefined;
      return {
        Id: row.id,
        Phone: row.phone,
        PhoneVerified: row.phoneVerifiedAt !== null,
        Company: company
          ? {
              BusinessId: company.businessId,
              Name: company.name,
              CompanyForm: company.companyForm,
              City: company.city,
            }
          : null,
        PrelimKycDone: row.prelimKyc !== null,
        BeneficialOwnersConfirmed: row.beneficialOwners !== null,
        TaxInformationDone: row.taxResidencies !== null,
        KycDone: row.kyc !== null,
        CompanyCustomerId: row.companyCustomerId,
      };
    },
  };
}

export type OnboardingRecords = ReturnType<typeof createOnboardingRecords>;
