import { z } from 'zod';
import type { Account } from '../domain/accounts/accounts';
import { ACCOUNT_TYPES, CUSTOMER_TYPES } from '../domain/catalogue/enumerations';
import { defineCall, type CallGroup } from './call';
import { customerSummary } from './auth';
import { calendarDate, euros, noPayload } from './wire';

const group: CallGroup = 'bank';

export const customer = defineCall(
  group,
  'customer',
  'GET',
  noPayload,
  customerSummary.extend({
    /** The logged-in person. */
    FirstName: z.string(),
    LastName: z.string(),
    Role: z.enum(['Owner', 'MainUser', 'CardHolder', 'ViewOnly']),
    /** Every customer this person may switch to (their own, their companies). */
    AvailableCustomers: z.array(customerSummary),
  }),
);

export const phoneNumber = z.object({ CountryCode: z.string(), Number: z.string() });

export const customerDetails = defineCall(
  group,
  'customerdetails',
  'GET',
  noPayload,
  z.object({
    Name: z.string(),
    customerType: z.enum(CUSTOMER_TYPES),
    /** Henkilötunnus or Y-tunnus; shown to the customer, masked for persons. */
    IdentityCode: z.string(),
    Email: z.string().nullable(),
    PhoneNumber: phoneNumber.nullable(),
    StreetAddress: z.string().nullable(),
    PostalCode: z.string().nullable(),
    City: z.string().nullable(),
  }),
);

export const kyc = defineCall(
  group,
  'kyc',
  'GET',
  noPayload,
  z.object({
    KycValidTo: calendarDate.nullable(),
    IsKYCVerified: z.boolean(),
    IsViewOnly: z.boolean(),
  }),
);

export const getConfig = defineCall(
  group,
  'get-config',
  'POST',
  noPayload,
  z.object({
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
);

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

export const accounts = defineCall(group, 'accounts', 'POST', noPayload, z.array(account));

export const companyAccounts = defineCall(
  group,
  'company-accounts',
  'POST',
  noPayload,
  z.array(account),
);

export type BankAccount = z.output<typeof account>;
