import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { createAccountDetailsService } from '../accounts/accountDetails';
import { createAccountService } from '../accounts/accountList';
import { createCertificateService } from '../accounts/certificates';
import { createTransactionService } from '../accounts/transactions';
import { createCardApplicationService } from '../cardApplication/applications';
import { createCardService } from '../cards/cards';
import { createCommunicationService } from '../communication/threads';
import { createLoanApplicationService } from '../loanApplication/loanApplications';
import { createLoanService } from '../loans/loans';
import { createOtherBankLoanPayment } from '../loans/otherBankPayment';
import { createDepositService } from '../movements/deposits';
import { createMovementService } from '../movements/movements';
import { createAccountOpeningService } from '../opening/accountOpening';
import { createOwnDetailsService } from '../ownDetails/ownDetails';
import { createTermDepositService } from '../opening/termDeposits';
import { createPaymentControlsService } from '../paymentControls/controls';
import { createFuturePaymentService } from '../payments/futurePayments';
import { createPayeeService } from '../payments/payees';
import { createReferralService } from '../referral/referrals';
import { createStatementService } from '../reports/statements';
import { createPaymentService } from '../payments/payments';
import { createPurchaseRightsService } from '../purchaseRights/purchaseRights';
import { createAuthFlowService } from '../services/authFlows';
import { createCustomerService } from '../services/customers';
import { createSessionService } from '../services/sessions';
import { createStoredFlowService } from '../storeflow/storedFlows';
import { createCompanyRegister } from '../companyRegister/register';
import { createCompanyLoanApplicationService } from '../companyLoanApplication/companyLoanApplications';
import { createCompanyLoanSigning } from '../companyLoanApplication/signing';
import { createBrokerApplicationService } from '../companyLoanApplication/brokerApplications';

/** Every service of the bank, built once over one database and one clock. */
export function createServices(db: Database, config: Config, now: () => Date) {
  const flows = createAuthFlowService(db, now);
  const accounts = createAccountService(db);
  const payments = createPaymentService(db, { now, flows });
  const opening = createAccountOpeningService(db, config, now);
  const deposits = createDepositService(db, { now, accounts });
  const transactions = createTransactionService(db);
  const register = createCompanyRegister(db);
  const companyLoanApplications = createCompanyLoanApplicationService(db, { now, register, flows });
  return {
    sessions: createSessionService(db, {
      idleSeconds: config.SESSION_IDLE_SECONDS,
      // Spec leaves the hard limit open: eight hours, a working day, whatever the activity.
      lifetimeSeconds: 8 * 60 * 60,
      now,
    }),
    flows,
    customers: createCustomerService(db),
    accounts,
    accountDetails: createAccountDetailsService(db, now),
    transactions,
    certificates: createCertificateService(db, config.BRAND, now),
    loans: createLoanService(db, config.BRAND, now),
    otherBankLoanPayments: createOtherBankLoanPayment(db, {
      now,
      externalAccounts: deposits.externalAccounts,
    }),
    payees: createPayeeService(db),
    payments,
    futurePayments: createFuturePaymentService(db, { now, flows, payments }),
    movements: createMovementService(db, now),
    deposits,
    opening,
    loanApplications: createLoanApplicationService(db, { now, flows, opening }),
    termDeposits: createTermDepositService(db, config.TERM_DEPOSIT_RATE, now),
    cards: createCardService(db, flows, now),
    cardApplications: createCardApplicationService(db, { now, flows }),
    paymentControls: createPaymentControlsService(db, flows, now),
    referrals: createReferralService(db, { accounts, publicUrl: config.PUBLIC_URL, now }),
    ownDetails: createOwnDetailsService(db, flows, now),
    statements: createStatementService(db, { transactions, brand: config.BRAND, now }),
    communication: createCommunicationService(db, now),
    purchaseRights: createPurchaseRightsService(db, flows, now),
    storedFlows: createStoredFlowService(db, now),
    companyLoanApplications,
    companyLoanSigning: createCompanyLoanSigning(db, { now, register }),
    brokerApplications: createBrokerApplicationService(db, {
      now,
      register,
      flows,
      applications: companyLoanApplications,
    }),
  };
}

export type BankServices = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    /** The bank's clock; tests move it to prove time-outs and due dates. */
    now: () => Date;
    /** The bank's services, for the slices' handlers and the jobs. */
    services: BankServices;
  }
}

/** The app plugins' base: configuration, database, clock and services as decorators. */
export const services = fp(
  async (app: FastifyInstance, options: { config: Config; db: Database; now: () => Date }) => {
    app.decorate('config', options.config);
    app.decorate('db', options.db);
    app.decorate('now', options.now);
    app.decorate('services', createServices(options.db, options.config, options.now));
  },
  { name: 'services' },
);
