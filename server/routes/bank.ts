import type { FastifyInstance } from 'fastify';
import * as bank from '../../api/bank';
import { splitPhone } from '../../domain/identity/phone';
import { BankError } from '../plugins/errorHandler';
import { requireSession } from '../plugins/session';
import type { AccountService } from '../services/accounts';
import type { CustomerService } from '../services/customers';
import type { BankSession, SessionService } from '../services/sessions';
import type { Config } from '../config';
import { serveCall, sessionOf } from './route';

/** The sandbox's country identifiers (the production bank configures its own ids). */
export const COUNTRY_IDENTIFIERS = {
  FI: '8d0f5c1e-3a4b-4c6d-9e7f-000000000246',
  DK: '8d0f5c1e-3a4b-4c6d-9e7f-000000000208',
  SE: '8d0f5c1e-3a4b-4c6d-9e7f-000000000752',
  PL: '8d0f5c1e-3a4b-4c6d-9e7f-000000000616',
  null: '00000000-0000-0000-0000-000000000000',
};

export interface BankRoutesOptions {
  config: Config;
  sessions: SessionService;
  customers: CustomerService;
  accounts: AccountService;
}

/** A person's identity code is shown with its individual part hidden: 131052-****. */
function maskIdentityCode(code: string, type: 'Person' | 'Company'): string {
  return type === 'Person' ? `${code.slice(0, 7)}****` : code;
}

export function requireCustomerType(session: BankSession, type: 'Person' | 'Company'): void {
  if (session.customerType !== type) {
    throw new BankError(
      'customerType',
      type === 'Company'
        ? 'Tämä tieto on vain yritysasiakkaille.'
        : 'Tämä tieto on vain henkilöasiakkaille.',
      403,
    );
  }
}

export function registerBankRoutes(
  app: FastifyInstance,
  { config, sessions, customers, accounts }: BankRoutesOptions,
) {
  const authenticate = requireSession(sessions);

  serveCall(
    app,
    bank.customer,
    async ({ request }) => {
      const session = sessionOf(request);
      const entitled = await customers.entitledCustomers(session.userId);
      return {
        CustomerId: session.customerId,
        customerType: session.customerType,
        Name: session.customerName,
        FirstName: session.firstName,
        LastName: session.lastName,
        Role: session.role,
        AvailableCustomers: entitled.map(({ customer }) => ({
          CustomerId: customer.id,
          customerType: customer.type,
          Name: customer.name,
        })),
      };
    },
    { authenticate },
  );

  serveCall(
    app,
    bank.customerDetails,
    async ({ request }) => {
      const customer = await customers.customer(sessionOf(request).customerId);
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
      };
    },
    { authenticate },
  );

  serveCall(
    app,
    bank.kyc,
    async ({ request }) => {
      const session = sessionOf(request);
      const customer = await customers.customer(session.customerId);
      return {
        KycValidTo: customer.kycValidTo,
        IsKYCVerified: customer.isKycVerified,
        IsViewOnly: session.role === 'ViewOnly',
      };
    },
    { authenticate },
  );

  // Before login the app needs the brand and the timings, so this call needs no session.
  serveCall(app, bank.getConfig, async () => ({
    Brand: config.BRAND,
    Rates: {
      TermDeposit: config.TERM_DEPOSIT_RATE,
      Savings: config.SAVINGS_RATE,
      CorporateSavings: config.CORPORATE_SAVINGS_RATE,
      PartnerCorporateSavings: config.PARTNER_CORPORATE_SAVINGS_RATE,
    },
    CountryIdentifiers: COUNTRY_IDENTIFIERS,
    IdleTimeoutSeconds: config.SESSION_IDLE_SECONDS,
  }));

  serveCall(
    app,
    bank.accounts,
    async ({ request }) => {
      const session = sessionOf(request);
      requireCustomerType(session, 'Person');
      return accounts.list(session.customerId);
    },
    { authenticate },
  );

  serveCall(
    app,
    bank.companyAccounts,
    async ({ request }) => {
      const session = sessionOf(request);
      requireCustomerType(session, 'Company');
      return accounts.list(session.customerId);
    },
    { authenticate },
  );
}
