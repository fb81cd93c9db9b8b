import { and, desc, eq, isNull } from 'drizzle-orm';
import type { BeneficialOwner } from '../../domain/company/beneficialOwners';
import { isAcceptableKyc, type CompanyKyc, type PrelimKyc } from '../../domain/company/companyKyc';
import { maySignForCompany } from '../../domain/company/signingRights';
import type { TaxResidency } from '../../domain/company/taxResidency';
import { renewedKycValidTo } from '../../domain/customer/kycSurvey';
import type { Language } from '../../i18n';
import { BankError } from '../bankError';
import { companyRecords } from '../companyRegister/companyRecords';
import type { CompanyRegister } from '../companyRegister/register';
import type { Database } from '../db/database';
import { companyOnboardings, customerRights, customers, users } from '../db/schema';
import { applicantCustomer } from '../loanApplication/applicant';
import type { PhoneCodes } from '../ownDetails/phoneCodes';
import {
  createOnboardingRecords,
  savedAnswers,
  type OnboardingChanges,
  type OnboardingRow,
  type Representative,
} from './onboardingRecord';

/** A completed onboarding is shown again this long, so a reload shows the company made. */
const COMPLETED_SHOWN_MS = 60 * 60_000;

const refused = (field: string, reason: string, status: number) =>
  new BankError(field, `companyOnboarding.errors.${reason}` as const, status);

export const representativeOf = (session: Representative): Representative => ({
  customerId: session.customerId,
  userId: session.userId,
});

/**
 * Companies becoming customers: the representative identified (their onboarding made then),
 * their phone verified by an SMS code, the company found in the register and chosen (only by a
 * representative with a signing right, never one that is already a customer), its preliminary
 * answers, beneficial owners, tax residencies and KYC saved, then completed once: the company
 * a customer, the representative its main user, its owners and tax residencies kept.
 */
export function createCompanyOnboardingService(
  db: Database,
  {
    now,
    register,
    phoneCodes,
  }: { now: () => Date; register: CompanyRegister; phoneCodes: PhoneCodes },
) {
  const records = createOnboardingRecords(db, register);

  async function personalIdOf(userId: string): Promise<string> {
    const [user] = await db
      .select({ personalId: users.personalId })
      .from(users)
      .where(eq(users.id, userId));
    return user?.personalId ?? '';
  }

  /** Refuses a company the representative may not bring, or that is already a customer. */
  async function assertMayOnboard(businessId: string, userId: string) {
    const company = await register.company(businessId);
    if (!company) throw refused('BusinessId', 'companyNotFound', 404);
    const representative = await register.representative(businessId, await personalIdOf(userId));
    if (!representative) throw refused('BusinessId', 'notRepresentative', 403);
    if (!maySignForCompany(representative.signingRight)) {
      throw refused('BusinessId', 'noSigningRight', 403);
    }
    const [customer] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.identityCode, businessId));
    if (customer) throw refused('BusinessId', 'alreadyCustomer', 409);
    return { company, representative };
  }

  /** The representative's onboarding while it may still change; a completed one is refused. */
  async function open(representative: Representative, id: string): Promise<OnboardingRow> {
    const row = await records.own(representative, id);
    if (row.completedAt) throw refused('Id', 'completed', 409);
    return row;
  }

  /** An open onboarding whose phone is verified and company chosen. */
  async function withCompany(representative: Representative, id: string) {
    const row = await open(representative, id);
    if (!row.phoneVerifiedAt) throw refused('Id', 'phoneFirst', 409);
    if (!row.businessId) throw refused('Id', 'companyFirst', 409);
    return { row, businessId: row.businessId };
  }

  const answer = async (representative: Representative, id: string, changes: OnboardingChanges) => {
    const { row } = await withCompany(representative, id);
    return records.read(await records.save(row.id, changes));
  };

  return {
    /**
     * The identified person's onboarding: the one they left unfinished (a session that timed
     * out loses nothing), else a new one under the id chosen when the identification started.
     */
    async claim(id: string, user: typeof users.$inferSelect) {
      const { customerId } = await applicantCustomer(db, user);
      const representative = { customerId, userId: user.id };
      const [unfinished] = await db
        .select({ id: companyOnboardings.id })
        .from(companyOnboardings)
        .where(
          and(
            eq(companyOnboardings.customerId, customerId),
            eq(companyOnboardings.userId, user.id),
            isNull(companyOnboardings.completedAt),
          ),
        )
        .orderBy(desc(companyOnboardings.createdAt))
        .limit(1);
      if (unfinished) return { Id: unfinished.id, CustomerId: customerId };
      await db
        .insert(companyOnboardings)
        .values({ id, ...representative })
        .onConflictDoNothing();
      await records.own(representative, id);
      return { Id: id, CustomerId: customerId };
    },

    /** The representative's latest onboarding (a completed one for an hour), else a new one. */
    async underWay(session: Representative & { role: string }) {
      if (session.role !== 'Owner') throw new BankError('customer', 'errors.view_only', 403);
      const [latest] = await db
        .select()
        .from(companyOnboardings)
        .where(
          and(
            eq(companyOnboardings.customerId, session.customerId),
            eq(companyOnboardings.userId, session.userId),
          ),
        )
        .orderBy(desc(companyOnboardings.createdAt))
        .limit(1);
      const shown =
        latest &&
        (latest.completedAt === null ||
          now().getTime() - latest.completedAt.getTime() < COMPLETED_SHOWN_MS);
      if (shown) return records.read(latest);
      const [started] = await db
        .insert(companyOnboardings)
        .values({ userId: session.userId, customerId: session.customerId })
        .returning();
      return records.read(started!);
    },

    async sendCode(representative: Representative, id: string, phone: string, language: Language) {
      await open(representative, id);
      return phoneCodes.send(representative, phone, { sms: 'companyOnboarding.sms', language });
    },

    async verifyCode(
      representative: Representative,
      id: string,
      verificationId: string,
      code: string,
    ) {
      const row = await open(representative, id);
      await phoneCodes.verify(representative, verificationId, code, async (tx, phone) => {
        await tx
          .update(companyOnboardings)
          .set({ phone, phoneVerifiedAt: now() })
          .where(eq(companyOnboardings.id, row.id));
      });
      return records.read(await records.own(representative, id));
    },

    /** The company by its business ID, looked up in the (public) register for the onboarding. */
    async search(representative: Representative, id: string, businessId: string) {
      await open(representative, id);
      const company = await register.company(businessId);
      if (!company) throw refused('BusinessId', 'companyNotFound', 404);
      return {
        BusinessId: company.businessId,
        Name: company.name,
        CompanyForm: company.companyForm,
        City: company.city,
      };
    },

    /** Chooses the company; a different one than before starts its answers afresh. */
    async choose(representative: Representative, id: string, businessId: string) {
      const row = await open(representative, id);
      if (!row.phoneVerifiedAt) throw refused('Id', 'phoneFirst', 409);
      const { company } = await assertMayOnboard(businessId, representative.userId);
      if (row.businessId !== businessId) {
        await records.save(row.id, {
          businessId,
          prelimKyc: null,
          beneficialOwners: null,
          taxResidencies: null,
          kyc: null,
        });
      }
      const representatives = await register.representatives(businessId);
      return {
        BusinessId: company.businessId,
        Name: company.name,
        CompanyForm: company.companyForm,
        City: company.city,
        StreetAddress: company.streetAddress,
        PostalCode: company.postalCode,
        IndustryCode: company.industryCode,
        Industry: company.industry,
        RegisteredOn: company.registeredOn,
        Representatives: representatives.map((person) => ({
          Name: `${person.firstName} ${person.lastName}`,
          Position: person.position,
          SigningRight: person.signingRight,
        })),
      };
    },

    savePrelimKyc: (representative: Representative, id: string, prelimKyc: PrelimKyc) =>
      answer(representative, id, { prelimKyc }),

    /** As confirmed, or else the register's proposal. */
    async beneficialOwners(representative: Representative, id: string) {
      const row = await records.own(representative, id);
      const confirmed = savedAnswers.beneficialOwners(row);
      if (confirmed) return { BeneficialOwners: confirmed, Confirmed: true };
      const proposal = row.businessId
        ? await register.proposedBeneficialOwners(row.businessId)
        : [];
      return { BeneficialOwners: proposal, Confirmed: false };
    },

    saveBeneficialOwners: (representative: Representative, id: string, owners: BeneficialOwner[]) =>
      answer(representative, id, { beneficialOwners: owners }),

    async taxInformation(representative: Representative, id: string) {
      const row = await records.own(representative, id);
      return { TaxResidencies: savedAnswers.taxResidencies(row) ?? [] };
    },

    saveTaxInformation: (representative: Representative, id: string, residencies: TaxResidency[]) =>
      answer(representative, id, { taxResidencies: residencies }),

    async kyc(representative: Representative, id: string) {
      const row = await records.own(representative, id);
      return { PrelimKyc: savedAnswers.prelimKyc(row), Kyc: savedAnswers.kyc(row) };
    },

    /** A company acting for someone else cannot be taken online: refused on its answer. */
    async saveKyc(representative: Representative, id: string, kyc: CompanyKyc) {
      if (!isAcceptableKyc(kyc)) throw refused('ActsOnOwnBehalf', 'notOwnBehalf', 422);
      return answer(representative, id, { kyc });
    },

    /**
     * Makes the company a customer, once: the register's name and address, the verified phone,
     * KYC in order; the representative its main user; its owners and tax residencies kept.
     * Completing again answers the same.
     */
    async complete(representative: Representative, id: string) {
      const done = await records.own(representative, id);
      if (done.completedAt) return records.read(done);
      const { row, businessId } = await withCompany(representative, id);
      const owners = savedAnswers.beneficialOwners(row);
      const residencies = savedAnswers.taxResidencies(row);
      if (!row.prelimKyc || !row.kyc || !owners || !residencies) {
        throw refused('Id', 'incomplete', 409);
      }
      const { company, representative: inRegister } = await assertMayOnboard(
        businessId,
        representative.userId,
      );
      const at = now();
      await db.transaction(async (tx) => {
        const [made] = await tx
          .insert(customers)
          .values({
            type: 'Company',
            name: company.name,
            identityCode: businessId,
            kycValidTo: renewedKycValidTo(at),
            isKycVerified: true,
            phone: row.phone,
            streetAddress: company.streetAddress,
            postalCode: company.postalCode,
            city: company.city,
            country: 'FI',
          })
          .onConflictDoNothing()
          .returning({ id: customers.id });
        // Another onboarding of the same company completed a moment before.
        if (!made) throw refused('BusinessId', 'alreadyCustomer', 409);
        await tx.insert(customerRights).values({
          userId: representative.userId,
          customerId: made.id,
          role: 'MainUser',
          representation: inRegister.position,
        });
        await companyRecords.confirmBeneficialOwners(tx, made.id, owners, {
          by: representative.userId,
          at,
        });
        await companyRecords.saveTaxResidencies(tx, made.id, residencies);
        await tx
          .update(companyOnboardings)
          .set({ companyCustomerId: made.id, completedAt: at })
          .where(eq(companyOnboardings.id, row.id));
      });
      return records.read(await records.own(representative, id));
    },
  };
}

export type CompanyOnboardingService = ReturnType<typeof createCompanyOnboardingService>;
