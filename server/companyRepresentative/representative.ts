import { and, asc, eq, ne } from 'drizzle-orm';
import {
  AUTHORIZED_ROLES,
  type AuthorizedCustomer,
  type ContactPersonRecord,
} from '../../api/companyRepresentative';
import type { ContactPerson } from '../../domain/company/contactPerson';
import { splitPhone } from '../../domain/identity/phone';
import type { Database } from '../db/database';
import { companyContactPersons, customerRights, users } from '../db/schema';
import type { BankSession } from '../services/sessions';

/**
 * The company's contact person, named by those who may act for it, and the persons with a right
 * to it: each read for the session's company only, never another's.
 */
export function createRepresentativeService(db: Database, now: () => Date) {
  async function contactPerson(session: BankSession): Promise<ContactPersonRecord | null> {
    const [row] = await db
      .select()
      .from(companyContactPersons)
      .where(eq(companyContactPersons.customerId, session.customerId));
    if (!row) return null;
    const phone = splitPhone(row.phone);
    return {
      FirstName: row.firstName,
      LastName: row.lastName,
      Email: row.email,
      PhoneNumber: { CountryCode: phone.countryCode ?? '', Number: phone.number },
    };
  }

  async function nameContactPerson(session: BankSession, person: ContactPerson) {
    const values = {
      firstName: person.FirstName,
      lastName: person.LastName,
      email: person.Email,
      phone: person.PhoneNumber,
      updatedByUserId: session.userId,
      updatedAt: now(),
    };
    await db
      .insert(companyContactPersons)
      .values({ customerId: session.customerId, ...values })
      .onConflictDoUpdate({ target: companyContactPersons.customerId, set: values });
    return (await contactPerson(session))!;
  }

  /** Everyone with a right to the company (its own 'Owner' right aside), the main users first. */
  async function authorizedCustomers(session: BankSession): Promise<AuthorizedCustomer[]> {
    const rows = await db
      .select({
        FirstName: users.firstName,
        LastName: users.lastName,
        Role: customerRights.role,
        Representation: customerRights.representation,
      })
      .from(customerRights)
      .innerJoin(users, eq(users.id, customerRights.userId))
      .where(
        and(eq(customerRights.customerId, session.customerId), ne(customerRights.role, 'Owner')),
      )
      .orderBy(asc(users.lastName), asc(users.firstName));
    return rows
      .map((row) => ({ ...row, Role: row.Role as AuthorizedCustomer['Role'] }))
      .sort((a, b) => AUTHORIZED_ROLES.indexOf(a.Role) - AUTHORIZED_ROLES.indexOf(b.Role));
  }

  return { contactPerson, nameContactPerson, authorizedCustomers };
}
