import * as bank from '../../api/bank';
import type { CallOutput } from '../../api/call';
import type { CustomerType } from '../../domain/catalogue/enumerations';

/** Who is logged in, for which customer, in which role. */
export type Customer = CallOutput<typeof bank.customer>;

/**
 * Whether the person may see the customer's money and data: the bank answers its `view` calls
 * to everyone but a company's card holder, who sees only their own card.
 */
export function mayView(customer: Pick<Customer, 'Role'>): boolean {
  return customer.Role !== 'CardHolder';
}

/** The call that lists the customer's accounts: a person's and a company's are separate calls. */
export function accountListCall(customerType: CustomerType) {
  return customerType === 'Company' ? bank.companyAccounts : bank.accounts;
}
