import { z } from 'zod';
import type { Account } from '../domain/accounts/accounts';
import { ACCOUNT_TYPES, CUSTOMER_TYPES } from '../domain/catalogue/enumerations';
import { defineCall, type CallGroup } from './call';
import { customerSummary } from './auth';
import { calendarDate, euros, noPayload } from './wire';

const group: CallGroup = 'bank';

export const customer = defineCall({
  group,
  name: 'customer',
  method: 'GET',
  request: noPayload,
  response: customerSummary.extend({
    /** The logged-in person. */
    FirstName: z.string(),
    LastName: z.string(),
    Role: z.enum(['Owner', 'MainUser', 'CardHolder', 'ViewOnly', 'Authorized']),
    /** Every customer this person may switch to (their own, their companies). */
    AvailableCustomers: z.array(customerSummary),
    /** The person is a loan broker the bank has registered (`brokers`): their menu leads there. */
    IsBroker: z.boolean(),
  }),
  policy: {
    summary: 'Who is logged in, for which customer, and whom else they may act for.',
    access: 'session',
    reads: ['customer'],
  },
});

export const phoneNumber = z.object({ CountryCode: z.string(), Number: z.string() });

export const customerDetails = defineCall({
  group,
  name: 'customerdetails',
  method: 'GET',
  request: noPayload,
  response: z.object({
    Name: z.string(),
    customerType: z.enum(CUSTOMER_TYPES),
    /** Henkilötunnus or Y-tunnus; shown to the customer, masked for persons. */
    IdentityCode: z.string(),
    Email: z.string().nullable(),
    PhoneNumber: phoneNumber.nullable(),
    StreetAddress: z.string().nullable(),
    PostalCode: z.string().nullable(),
    City: z.string().nullable(),
    /** ISO code of the address's country. */
    Country: z.string().nullable(),
    /** The account the bank pays to (an IBAN), if the customer has given one. */
    BankAccount: z.string().nullable(),
  }),
  policy: { summary: 'The customer’s contact details.', access: 'view', reads: ['customer'] },
});

/** The same details by POST, as the catalogue also lists them. */
export const customerDetailsByPost = defineCall({
  ...customerDetails,
  method: 'POST',
  policy: { ...customerDetails.policy, summary: 'The customer’s contact details (by POST).' },
});

export const kyc = defineCall({
  group,
  name: 'kyc',
  method: 'GET',
  request: noPayload,
  response: z.object({
    KycValidTo: calendarDate.nullable(),
    IsKYCVerified: z.boolean(),
    IsViewOnly: z.boolean(),
  }),
  policy: {
    summary: 'The customer’s KYC validity and the person’s viewing right.',
    access: 'session',
    reads: ['customer'],
  },
});

export const getConfig = defineCall({
  group,
  name: 'get-config',
  request: noPayload,
  response: z.object({
    Brand: z.string(),
    /** Yearly interest in percent. */
    Rates: z.object({
      TermDeposit: z.number(),
      Savings: z.number(),
      CorporateSavings: z.number(),
      PartnerCorporateSavings: z.number(),
    }),
    CountryIdentifiers: z.object({
      FI: z.string(),
      DK: z.string(),
      SE: z.string(),
      PL: z.string(),
      null: z.string(),
    }),
    IdleTimeoutSeconds: z.int(),
  }),
  policy: {
    summary: 'The bank’s public configuration: brand, rates, country identifiers, idle timeout.',
    access: 'public',
    reads: [],
    cache: 'long',
  },
});

export const account = z.object({
  Id: z.uuid(),
  Type: z.enum(ACCOUNT_TYPES),
  CustomName: z.string().nullable(),
  Iban: z.string().nullable(),
  Balance: euros,
  AccruedInterest: euros,
  InterestRate: z.number(),
  IsSavingsAccount: z.boolean(),
  IsPaymentAccount: z.boolean(),
  IsInvestmentPartnerAccount: z.boolean(),
  RelationTags: z.array(z.string()).readonly(),
  AccountNumber: z.string().nullable(),
  ExternalAccountNumber: z.string().nullable(),
  TermDepositExpires: calendarDate.nullable(),
  TermDepositAmount: euros.nullable(),
}) satisfies z.ZodType<Account, unknown>;

export const accounts = defineCall({
  group,
  name: 'accounts',
  request: noPayload,
  response: z.array(account),
  policy: {
    summary: 'A person’s accounts.',
    access: 'view',
    customerType: 'Person',
    reads: ['accounts'],
  },
});

export const companyAccounts = defineCall({
  group,
  name: 'company-accounts',
  request: noPayload,
  response: z.array(account),
  policy: {
    summary: 'A company’s accounts.',
    access: 'view',
    customerType: 'Company',
    reads: ['accounts'],
  },
});

export type BankAccount = z.output<typeof account>;
