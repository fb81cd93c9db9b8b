import * as bank from '../../api/bank';
import * as cardApplication from '../../api/cardApplication';
import type { CardApplication } from '../features/cardApplication/api';
import { loggedInAs, type TestCustomer } from './customers';
import { createFakeBank } from './fakeBank';
import { recordingFunnel } from './funnelBank';
import { SAMPLE_ACCOUNTS } from './sampleAccounts';

/** A person's new application, nothing filled in yet. */
export const SAMPLE_CARD_APPLICATION: CardApplication = {
  Id: 'ca000000-0000-4000-8000-000000000001',
  Status: 'Started',
  RequestedLimit: 2_000_00,
  MonthlyIncome: null,
  MonthlyExpenses: null,
  EmploymentEnum: null,
  HousingEnum: null,
  Email: null,
  Phone: null,
  StreetAddress: null,
  PostalCode: null,
  City: null,
  IsPoliticallyExposed: null,
  ActsOnOwnBehalf: null,
  OnboardingComplete: false,
  GrantedLimit: null,
  DecisionReason: null,
  CardId: null,
  MaskedCardNumber: null,
  PaymentAccountId: null,
};

/** The application with its parts filled in up to and including `upTo`. */
export function filledIn(upTo: 'application' | 'contact'): CardApplication {
  const application = {
    ...SAMPLE_CARD_APPLICATION,
    RequestedLimit: 3_000_00,
    MonthlyIncome: 2_650_00,
    MonthlyExpenses: 1_150_00,
    EmploymentEnum: 'Permanent',
    HousingEnum: 'Rented',
  } as const;
  return upTo === 'application'
    ? application
    : {
        ...application,
        Email: 'mikko.korhonen@example.com',
        Phone: '+358452345678',
        StreetAddress: 'Hämeenkatu 31 A 9',
        PostalCode: '33200',
        City: 'Tampere',
        IsPoliticallyExposed: false,
        ActsOnOwnBehalf: true,
      };
}

/** A person's application as the bank answers it, the documents, and the person's accounts. */
export function cardApplicationBank(
  application: CardApplication = SAMPLE_CARD_APPLICATION,
  who: TestCustomer = 'person',
) {
  return recordingFunnel(loggedInAs(createFakeBank(), who))
    .on(cardApplication.onboardingLogin, application)
    .on(cardApplication.onboardingDocumentsUrls, {
      TermsUrl: '/bank/cards/apply/terms',
      PriceListUrl: '/bank/cards/apply/price-list',
    })
    .on(bank.accounts, [SAMPLE_ACCOUNTS.payment, SAMPLE_ACCOUNTS.savings])
    .on(bank.customerDetails, {
      Name: 'Mikko Korhonen',
      customerType: 'Person',
      IdentityCode: '021179-****',
      Email: null,
      PhoneNumber: null,
      StreetAddress: null,
      PostalCode: null,
      City: null,
      Country: null,
      BankAccount: null,
    });
}
