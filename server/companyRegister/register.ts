import { and, asc, eq } from 'drizzle-orm';
import type { BeneficialOwner } from '../../domain/company/beneficialOwners';
import { isBeneficialOwnerShare } from '../../domain/company/beneficialOwners';
import type { Database } from '../db/database';
import { registerCompanies, registerRepresentatives, registerShareholders } from '../db/schema';

export type RegisterCompany = typeof registerCompanies.$inferSelect;
export type RegisterRepresentative = typeof registerRepresentatives.$inferSelect;
export type RegisterBeneficialOwner = BeneficialOwner & { personalId: string | null };

/**
 * The sandbox's company register (standing in for the trade register): a company by its
 * business ID, its representatives with their signing rights, and the beneficial owners its
 * shareholders make. Read-only: the register is kept by the authorities, not the bank.
 */
export function createCompanyRegister(db: Database) {
  /** The shareholders who own over a quarter, with the henkilötunnus each confirms by. */
  async function beneficialOwners(businessId: string): Promise<RegisterBeneficialOwner[]> {
    const holders = await db
      .select()
      .from(registerShareholders)
      .where(eq(registerShareholders.businessId, businessId))
      .orderBy(asc(registerShareholders.lastName), asc(registerShareholders.firstName));
    return holders
      .map((holder) => ({
        personalId: holder.personalId,
        FirstName: holder.firstName,
        LastName: holder.lastName,
        BirthDate: holder.birthDate,
        OwnershipPercent: holder.shareHundredths / 100,
        CountryCode: holder.countryCode,
        IsPoliticallyExposed: false,
      }))
      .filter((owner) => isBeneficialOwnerShare(owner.OwnershipPercent));
  }

  return {
    beneficialOwners,

    async company(businessId: string): Promise<RegisterCompany | undefined> {
      const [company] = await db
        .select()
        .from(registerCompanies)
        .where(eq(registerCompanies.businessId, businessId));
      return company;
    },

    representatives(businessId: string): Promise<RegisterRepresentative[]> {
      return db
        .select()
        .from(registerRepresentatives)
        .where(eq(registerRepresentatives.businessId, businessId))
        .orderBy(asc(registerRepresentatives.lastName), asc(registerRepresentatives.firstName));
    },

    /** The person's place among the company's representatives, if they have one. */
    async representative(
      businessId: string,
      personalId: string,
    ): Promise<RegisterRepresentative | undefined> {
      const [representative] = await db
        .select()
        .from(registerRepresentatives)
        .where(
          and(
            eq(registerRepresentatives.businessId, businessId),
            eq(registerRepresentatives.personalId, personalId),
          ),
        );
      return representative;
    },

    /** The companies the person represents, with their place in each. */
    companiesOf(personalId: string) {
      return db
        .select({
          businessId: registerCompanies.businessId,
          name: registerCompanies.name,
          signingRight: registerRepresentatives.signingRight,
        })
        .from(registerRepresentatives)
        .innerJoin(
          registerCompanies,
          eq(registerCompanies.businessId, registerRepresentatives.businessId),
        )
        .where(eq(registerRepresentatives.personalId, personalId))
        .orderBy(asc(registerCompanies.name));
    },

    /** The beneficial owners the register suggests. */
    async proposedBeneficialOwners(businessId: string): Promise<BeneficialOwner[]> {
      const owners = await beneficialOwners(businessId);
      return owners.map(({ personalId: _, ...owner }) => owner);
    },
  };
}

export type CompanyRegister = ReturnType<typeof createCompanyRegister>;
