import type { TestBank } from './testBank';

/** A logged-in session of a company's representative, switched to act for the company. */
export async function companyCookie(bank: TestBank, personalId: string): Promise<string> {
  const cookie = await bank.cookieFor(personalId);
  const customer = (await bank.call({ method: 'GET', url: '/api/bank/customer', cookie })).json();
  const company = customer.AvailableCustomers.find(
    (candidate: { customerType: string }) => candidate.customerType === 'Company',
  );
  if (!company) throw new Error(`${personalId} represents no company`);
  const switched = await bank.call({
    url: '/api/auth/account-switch',
    cookie,
    body: { CustomerId: company.CustomerId },
  });
  if (switched.statusCode !== 200) throw new Error(`Switch failed: ${switched.body}`);
  return cookie;
}
