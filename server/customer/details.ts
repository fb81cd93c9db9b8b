import type { CallOutput } from '../../api/call';
import type * as bank from '../../api/bank';
import { splitPhone } from '../../domain/identity/phone';
import type { CustomerRow } from '../services/customers';

/** A person's identity code is shown with its individual part hidden: 131052-****. */
function maskIdentityCode(code: string, type: 'Person' | 'Company'): string {
  return type === 'Person' ? `${code.slice(0, 7)}****` : code;
}

/** The customer's contact details as `customerdetails` and every change of them answer. */
export function customerDetailsOf(customer: CustomerRow): CallOutput<typeof bank.customerDetails> {
  const phone = customer.phone ? splitPhone(customer.phone) : null;
  return {
    Name: customer.name,
    customerType: customer.type,
    IdentityCode: maskIdentityCode(customer.identityCode, customer.type),
    Email: customer.email,
    PhoneNumber: phone ? { CountryCode: phone.countryCode ?? '', Number: phone.number } : null,
    StreetAddress: customer.streetAddress,
    PostalCode: customer.postalCode,
    City: customer.city,
    Country: customer.country,
    BankAccount: customer.bankAccount,
  };
}
