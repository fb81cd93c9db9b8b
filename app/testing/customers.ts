import * as auth from '../../api/auth';
import * as bank from '../../api/bank';
import type { CallOutput } from '../../api/call';
import * as communication from '../../api/communication';
import type { FakeBank } from './fakeBank';

type Customer = CallOutput<typeof bank.customer>;
type Kyc = CallOutput<typeof bank.kyc>;

const PERSON_ID = '5d1f1a36-7f55-4a3e-9f40-6c2f4e1b0a01';
const COMPANY_ID = '5d1f1a36-7f55-4a3e-9f40-6c2f4e1b0a02';

/** The customers the app's tests log in as, one for each right the bank knows. */
export const CUSTOMERS = {
  person: {
    CustomerId: PERSON_ID,
    customerType: 'Person',
    Name: 'Aino Virtanen',
    FirstName: 'Aino',
    LastName: 'Virtanen',
    Role: 'Owner',
    AvailableCustomers: [{ CustomerId: PERSON_ID, customerType: 'Person', Name: 'Aino Virtanen' }],
    IsBroker: false,
  },
  companyMainUser: {
    CustomerId: COMPANY_ID,
    customerType: 'Company',
    Name: 'Kuusela Rakennus Oy',
    FirstName: 'Jukka',
    LastName: 'Kuusela',
    Role: 'MainUser',
    AvailableCustomers: [
      { CustomerId: PERSON_ID, customerType: 'Person', Name: 'Jukka Kuusela' },
      { CustomerId: COMPANY_ID, customerType: 'Company', Name: 'Kuusela Rakennus Oy' },
    ],
    IsBroker: false,
  },
  cardHolder: {
    CustomerId: COMPANY_ID,
    customerType: 'Company',
    Name: 'Kuusela Rakennus Oy',
    FirstName: 'Sanna',
    LastName: 'Heikkinen',
    Role: 'CardHolder',
    AvailableCustomers: [
      { CustomerId: COMPANY_ID, customerType: 'Company', Name: 'Kuusela Rakennus Oy' },
    ],
    IsBroker: false,
  },
  viewOnly: {
    CustomerId: PERSON_ID,
    customerType: 'Person',
    Name: 'Pekka Nieminen',
    FirstName: 'Pekka',
    LastName: 'Nieminen',
    Role: 'ViewOnly',
    AvailableCustomers: [{ CustomerId: PERSON_ID, customerType: 'Person', Name: 'Pekka Nieminen' }],
    IsBroker: false,
  },
} as const satisfies Record<string, Customer>;

export type TestCustomer = keyof typeof CUSTOMERS;

const KYC: Record<TestCustomer, Kyc> = {
  person: { KycValidTo: '2030-01-01', IsKYCVerified: true, IsViewOnly: false },
  companyMainUser: { KycValidTo: '2030-01-01', IsKYCVerified: true, IsViewOnly: false },
  cardHolder: { KycValidTo: '2030-01-01', IsKYCVerified: true, IsViewOnly: false },
  viewOnly: { KycValidTo: '2030-01-01', IsKYCVerified: true, IsViewOnly: true },
};

/**
 * The calls every logged-in page makes: who is logged in, their KYC, the session's status, and
 * the menu's unread messages (none, until a test answers the inbox otherwise).
 */
export function loggedInAs(fake: FakeBank, who: TestCustomer = 'person'): FakeBank {
  return fake
    .on(bank.customer, CUSTOMERS[who])
    .on(bank.kyc, KYC[who])
    .on(auth.sessionStatus, { status: 'active' })
    .on(auth.ping, { ExpiresInSeconds: 300 })
    .on(communication.communicationThreads, { UnreadCount: 0, Threads: [] });
}
