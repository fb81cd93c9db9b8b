import type { FastifyInstance } from 'fastify';
import * as bank from '../../api/bank';
import { brokerOf } from '../companyLoanApplication/brokers';
import { customerDetailsOf } from './details';

/** The sandbox's country identifiers (the production bank configures its own ids). */
export const COUNTRY_IDENTIFIERS = {
  FI: '8d0f5c1e-3a4b-4c6d-9e7f-000000000246',
  DK: '8d0f5c1e-3a4b-4c6d-9e7f-000000000208',
  SE: '8d0f5c1e-3a4b-4c6d-9e7f-000000000752',
  PL: '8d0f5c1e-3a4b-4c6d-9e7f-000000000616',
  null: '00000000-0000-0000-0000-000000000000',
};

/** Who is logged in and for whom, their details and KYC, and the bank's public configuration. */
export async function customerSlice(app: FastifyInstance) {
  const { customers } = app.services;
  const { config } = app;

  app.serve(bank.customer, async ({ session }) => {
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
      IsBroker: (await brokerOf(app.db, session.userId)) !== undefined,
    };
  });

  for (const call of [bank.customerDetails, bank.customerDetailsByPost]) {
    app.serve(call, async ({ session }) =>
      customerDetailsOf(await customers.customer(session.customerId)),
    );
  }

  app.serve(bank.kyc, async ({ session }) => {
    const customer = await customers.customer(session.customerId);
    return {
      KycValidTo: customer.kycValidTo,
      IsKYCVerified: customer.isKycVerified,
      IsViewOnly: session.role === 'ViewOnly',
    };
  });

  app.serve(bank.getConfig, async () => ({
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
}
