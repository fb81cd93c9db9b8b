import { eq } from 'drizzle-orm';
import type { CompanyDetailsRecord } from '../../api/company';
import type {
  CompanyContactDetails,
  CompanyContactRequest,
} from '../../domain/company/contactDetails';
import { splitPhone } from '../../domain/identity/phone';
import type { Database } from '../db/database';
import { companyContactRequests, customers } from '../db/schema';
import type { BankSession } from '../services/sessions';

/**
 * A company's details: read, its contact details changed by its users (the session's customer,
 * never another), and its requests to the bank kept for the bank's staff to act on.
 */
export function createCompanyDetailsService(db: Database, now: () => Date) {
  async function read(session: BankSession): Promise<CompanyDetailsRecord> {
    const [company] = await db.select().from(customers).where(eq(customers.id, session.customerId));
    const phone = company!.phone ? splitPhone(company!.phone) : null;
    return {
      Name: company!.name,
      BusinessId: company!.identityCode,
      StreetAddress: company!.streetAddress,
      PostalCode: company!.postalCode,
      City: company!.city,
      Email: company!.email,
      PhoneNumber: phone ? { CountryCode: phone.countryCode ?? '', Number: phone.number } : null,
    };
  }

  async function update(
    session: BankSession,
    details: CompanyContactDetails,
  ): Promise<CompanyDetailsRecord> {
    await db
      .update(customers)
      .set({
        streetAddress: details.StreetAddress,
        postalCode: details.PostalCode,
        city: details.City,
        email: details.Email,
        phone: details.PhoneNumber,
      })
      .where(eq(customers.id, session.customerId));
    return read(session);
  }

  async function request(session: BankSession, { Subject, Message }: CompanyContactRequest) {
    const [row] = await db
      .insert(companyContactRequests)
      .values({
        customerId: session.customerId,
        userId: session.userId,
        subject: Subject,
        message: Message,
        sentAt: now(),
      })
      .returning({ Id: companyContactRequests.id, sentAt: companyContactRequests.sentAt });
    return { Id: row!.Id, Subject, SentAt: row!.sentAt.toISOString() };
  }

  return { read, update, request };
}
