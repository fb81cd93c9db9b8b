import { and, eq } from 'drizzle-orm';
import type { KycSurvey } from '../../domain/customer/kycSurvey';
import { registrationRefusal, type RegistrationContact } from '../../domain/customer/registration';
import { BankError } from '../bankError';
import type { Database } from '../db/database';
import { customerRights, customers, type users } from '../db/schema';
import { createKycSurveyService } from '../kyc/survey';
import { applicantCustomer } from '../loanApplication/applicant';
import type { BankSession } from '../services/sessions';

type RegistrationStep = 'Contact' | 'Kyc' | 'Done';

/**
 * A person becoming a customer. Strong identification makes them a person customer without
 * accounts whose KYC is not yet verified (as a loan applicant becomes one), with a session; the
 * steps then fill in the contact details, verify the phone and answer the KYC questions.
 */
export function createRegistrationService(db: Database, now: () => Date) {
  const surveys = createKycSurveyService(db, now);
  async function customerOf(session: BankSession) {
    const [row] = await db.select().from(customers).where(eq(customers.id, session.customerId));
    return row!;
  }

  const stepOf = (customer: typeof customers.$inferSelect): RegistrationStep =>
    customer.isKycVerified ? 'Done' : customer.phone && customer.email ? 'Kyc' : 'Contact';

  /** Refuses any session but its own person's registration still under way. */
  async function registering(session: BankSession) {
    const customer = await customerOf(session);
    if (session.role !== 'Owner' || customer.isKycVerified) {
      throw new BankError('customer', 'registration.refusals.notRegistering', 409);
    }
    return customer;
  }

  return {
    /**
     * The identified person's customer to register, or `known` for a person who already has
     * a bank to log in to (a customer, or someone's view-only user): they go to the login.
     */
    async begin(user: typeof users.$inferSelect): Promise<{ customerId: string } | 'known'> {
      const [own] = await db
        .select({ verified: customers.isKycVerified })
        .from(customers)
        .innerJoin(
          customerRights,
          and(eq(customerRights.customerId, customers.id), eq(customerRights.userId, user.id)),
        )
        .where(and(eq(customers.type, 'Person'), eq(customers.identityCode, user.personalId)));
      if (own?.verified) return 'known';
      const [anyRight] = await db
        .select({ customerId: customerRights.customerId })
        .from(customerRights)
        .where(eq(customerRights.userId, user.id))
        .limit(1);
      if (anyRight && !own) return 'known';
      try {
        return { customerId: (await applicantCustomer(db, user)).customerId };
      } catch (cause) {
        if (cause instanceof BankError) return 'known';
        throw cause;
      }
    },

    async status(session: BankSession) {
      return { FirstName: session.firstName, Step: stepOf(await customerOf(session)) };
    },

    /** The e-mail address and the Finnish address, kept at once; the phone waits for its code. */
    async saveContact(session: BankSession, contact: RegistrationContact): Promise<void> {
      await registering(session);
      await db
        .update(customers)
        .set({
          email: contact.Email,
          streetAddress: contact.StreetAddress,
          postalCode: contact.PostalCode,
          city: contact.City,
          country: 'FI',
        })
        .where(eq(customers.id, session.customerId));
    },

    /** Refuses the phone's code unless the person is registering. */
    assertRegistering: async (session: BankSession) => void (await registering(session)),

    stepOf: async (session: BankSession) => stepOf(await customerOf(session)),

    /**
     * The survey's answers make the person a customer: kept as a renewal's are, the KYC verified
     * for two years (server/kyc/survey.ts). The phone must have been verified first.
     */
    async complete(session: BankSession, answers: KycSurvey): Promise<void> {
      const customer = await registering(session);
      if (stepOf(customer) !== 'Kyc') {
        throw new BankError('customer', 'registration.refusals.phoneFirst', 409);
      }
      const refusal = registrationRefusal(answers);
      if (refusal) throw new BankError('ActsOnOwnBehalf', refusal, 422);
      await surveys.keep(session, answers);
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
