import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  customType,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Message } from '../../domain/errors/message';
import { FLOW_TYPES } from '../../domain/flows/storedFlow';

/** Money is whole cents in a bigint, read as a JS number (safe to ±90 trillion euros). */
const cents = (name: string) => bigint(name, { mode: 'number' });
const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A customer of the bank: a person or a company. */
export const customers = pgTable(
  'customers',
  {
    id: id(),
    type: text('type', { enum: ['Person', 'Company'] }).notNull(),
    name: text('name').notNull(),
    /** Henkilötunnus for a person, Y-tunnus for a company. */
    identityCode: text('identity_code').notNull(),
    kycValidTo: date('kyc_valid_to', { mode: 'string' }),
    isKycVerified: boolean('is_kyc_verified').notNull().default(true),
    email: text('email'),
    phone: text('phone'),
    streetAddress: text('street_address'),
    postalCode: text('postal_code'),
    city: text('city'),
    /** ISO country code of the address. */
    country: text('country'),
    /** The account the bank pays to (loan payouts, bonuses elsewhere): an IBAN. */
    bankAccount: text('bank_account'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('customers_identity_code').on(t.identityCode)],
);

/** A natural person who logs in with strong identification. */
export const users = pgTable(
  'users',
  {
    id: id(),
    personalId: text('personal_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** What the sandbox identification page says about this demo customer. */
    demoRole: text('demo_role'),
    /** Position on the identification page; demo customers only. */
    demoOrder: integer('demo_order'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_personal_id').on(t.personalId)],
);

/**
 * Which customers a user may act for, and how: a person's own access ("Owner"), a company's main
 * user, a company card holder, or view-only access.
 */
export const customerRights = pgTable(
  'customer_rights',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    role: text('role', {
      enum: ['Owner', 'MainUser', 'CardHolder', 'ViewOnly', 'Authorized'],
    }).notNull(),
    /** Company representation as the trade register shows it (e.g. "Toimitusjohtaja"). */
    representation: text('representation'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.customerId] })],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    /** SHA-256 of the cookie's token: a leaked table does not leak live sessions. */
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    activeCustomerId: uuid('active_customer_id')
      .notNull()
      .references(() => customers.id),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Hard end of the session whatever the activity. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason', { enum: ['logout', 'timeout', 'expired', 'spent'] }),
  },
  (t) => [uniqueIndex('sessions_token_hash').on(t.tokenHash)],
);

/**
 * One strong-identification round trip: a login, or the confirmation of an operation
 * (a payment, security limits) whose details travel in `payload`.
 */
export const authFlows = pgTable('auth_flows', {
  id: id(),
  kind: text('kind').notNull(),
  status: text('status', { enum: ['grant', 'ok', 'error', 'cancel', 'spent'] })
    .notNull()
    .default('grant'),
  state: text('state').notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  /** Set for confirmations: who must confirm, for which customer. */
  userId: uuid('user_id').references(() => users.id),
  customerId: uuid('customer_id').references(() => customers.id),
  sessionId: uuid('session_id').references(() => sessions.id),
  payload: jsonb('payload'),
  nextUrl: text('next_url'),
  errorUrl: text('error_url'),
  cancelUrl: text('cancel_url'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    /** Null for the bank's own accounts (clearing, interest), which customers never see. */
    customerId: uuid('customer_id').references(() => customers.id),
    type: text('type', {
      enum: [
        'BankAccount',
        'ExternalBankAccount',
        'TermDeposit',
        'ExternalTermDeposit',
        'Internal',
      ],
    }).notNull(),
    product: text('product', {
      // 'card': a card's own account, shown with the card (not in the account list).
      enum: [
        'payment',
        'savings',
        'termDeposit',
        'external',
        'investmentPartner',
        'card',
        'internal',
      ],
    }).notNull(),
    customName: text('custom_name'),
    iban: text('iban'),
    interestRate: numeric('interest_rate', { precision: 6, scale: 3, mode: 'number' })
      .notNull()
      .default(0),
    /**
     * The posted balance in cents: the sum of the account's postings, kept by every writer of
     * postings in the booking's own transaction, so a read never sums the history
     * (`npm run check-balances` proves the two agree).
     */
    balance: cents('balance').notNull().default(0),
    /** Interest earned but not yet paid out, in cents; savings accrue daily. */
    accruedInterest: cents('accrued_interest').notNull().default(0),
    interestAccruedTo: date('interest_accrued_to', { mode: 'string' }),
    /** How far below zero the balance may go (an account credit); 0 for most accounts. */
    creditLimit: cents('credit_limit').notNull().default(0),
    relationTags: text('relation_tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    externalAccountNumber: text('external_account_number'),
    termDepositExpires: date('term_deposit_expires', { mode: 'string' }),
    termDepositAmount: cents('term_deposit_amount'),
    openedAt: date('opened_at', { mode: 'string' })
      .notNull()
      .default(sql`current_date`),
    closedAt: date('closed_at', { mode: 'string' }),
    /** The opening request's IdempotencyKey and hash: a retried opening opens one account. */
    openingKey: text('opening_key'),
    openingRequestHash: text('opening_request_hash'),
  },
  (t) => [
    index('accounts_customer').on(t.customerId),
    uniqueIndex('accounts_opening_key').on(t.customerId, t.openingKey),
    uniqueIndex('accounts_iban').on(t.iban),
    // Verification of payee finds a customer's account in another bank by its number.
    index('accounts_external_account_number').on(t.externalAccountNumber),
    // Every booking through a ledger account of the bank's own finds it by name.
    index('accounts_internal_name')
      .on(t.customName)
      .where(sql`${t.type} = 'Internal'`),
    check('accounts_credit_limit_not_negative', sql`${t.creditLimit} >= 0`),
  ],
);

/**
 * A booking of the double-entry ledger: its postings sum to zero. `idempotencyKey` makes a
 * retried request book once; `requestHash` refuses the same key with another request.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    kind: text('kind').notNull(),
    customerId: uuid('customer_id').references(() => customers.id),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    valueDate: date('value_date', { mode: 'string' }).notNull(),
    /**
     * The loan or limit the booking moved (a payout, a withdrawal, an instalment paid): a loan's
     * statement and a limit's credit in use are read through it, never by scanning the bank's
     * receivables account.
     */
    loanId: uuid('loan_id').references((): AnyPgColumn => loans.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bookings_idempotency').on(t.customerId, t.idempotencyKey),
    index('bookings_loan')
      .on(t.loanId, t.valueDate)
      .where(sql`${t.loanId} is not null`),
  ],
);

/** One leg of a booking. A balance is the sum of its account's postings. */
export const postings = pgTable(
  'postings',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    amount: cents('amount').notNull(),
    transactionType: text('transaction_type').notNull(),
    counterpartyName: text('counterparty_name'),
    counterpartyIban: text('counterparty_iban'),
    reference: text('reference'),
    message: text('message'),
    cardId: uuid('card_id'),
    valueDate: date('value_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('postings_account_date').on(t.accountId, t.valueDate),
    // A booking's own legs (what a receipt or a movement shows) without the account's history.
    index('postings_booking').on(t.bookingId),
  ],
);

/**
 * Parts of the stored balance of one of the bank's own accounts (clearing, fees…): its balance is
 * the account row's plus its parts'. Every payment to another bank moves clearing; adding to one
 * of several parts, picked at random, lets those bookings commit side by side instead of queuing
 * on one row.
 */
export const balanceParts = pgTable(
  'balance_parts',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    part: integer('part').notNull(),
    amount: cents('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.part] })],
);

/** SMS and e-mail the bank would send; the sandbox shows them on a page and in the log. */
export const outbox = pgTable('outbox', {
  id: id(),
  channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  customerId: uuid('customer_id').references(() => customers.id),
  createdAt: createdAt(),
});

/** Counters that must survive restarts (e.g. free savings withdrawals used this year). */
export const counters = pgTable(
  'counters',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    name: text('name').notNull(),
    period: text('period').notNull(),
    value: integer('value').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.name, t.period] })],
);

/** Loans, credit limits and company loans. */
export const loans = pgTable(
  'loans',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    typeEnum: text('type_enum').notNull(),
    companyLoanType: text('company_loan_type', { enum: ['NormalLoan', 'FlexLoan'] }),
    purposeEnum: text('purpose_enum'),
    creditCategoryEnum: text('credit_category_enum').notNull().default('Normal'),
    name: text('name').notNull(),
    /** The loan's capital, or a limit's credit line. */
    capital: cents('capital').notNull(),
    interestRate: numeric('interest_rate', { precision: 6, scale: 3, mode: 'number' }).notNull(),
    installmentCount: integer('installment_count').notNull(),
    openingDate: date('opening_date', { mode: 'string' }).notNull(),
    paymentReference: text('payment_reference').notNull(),
    topUpAllowed: boolean('top_up_allowed').notNull().default(false),
    paymentFreeInstallmentAllowed: boolean('payment_free_installment_allowed')
      .notNull()
      .default(false),
    dueDateChangeAllowed: boolean('due_date_change_allowed').notNull().default(false),
    withdrawalAllowed: boolean('withdrawal_allowed').notNull().default(false),
    withdrawed: boolean('withdrawed').notNull().default(true),
    /** The account a limit's withdrawals are paid to. */
    payoutAccountId: uuid('payout_account_id').references(() => accounts.id),
  },
  (t) => [index('loans_customer').on(t.customerId)],
);

export const loanInstallments = pgTable(
  'loan_installments',
  {
    id: id(),
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loans.id),
    installmentOrder: integer('installment_order').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    originalDueDate: date('original_due_date', { mode: 'string' }).notNull(),
    capital: cents('capital').notNull(),
    interest: cents('interest').notNull(),
    fees: cents('fees').notNull(),
    capitalPaid: cents('capital_paid').notNull().default(0),
    totalPaid: cents('total_paid').notNull().default(0),
    stateEnum: text('state_enum').notNull(),
  },
  (t) => [uniqueIndex('loan_installments_order').on(t.loanId, t.installmentOrder)],
);

/**
 * A change the customer made to a loan's plan that moves no money (a due-date change, a
 * payment-free month). Its IdempotencyKey makes a retried request change the plan once.
 */
export const loanChanges = pgTable(
  'loan_changes',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loans.id),
    kind: text('kind', { enum: ['dueDateChange', 'paymentFreeMonth'] }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('loan_changes_idempotency').on(t.customerId, t.idempotencyKey)],
);

/** A customer's application for a loan or a loan's top-up, and the bank's decision on it. */
export const loanApplications = pgTable(
  'loan_applications',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    status: text('status').notNull(),
    purposeEnum: text('purpose_enum'),
    /** The loan a top-up raises; null for a new loan. */
    loanId: uuid('loan_id').references(() => loans.id),
    /** The new capital asked for (a top-up's open capital included), and its duration. */
    amount: cents('amount').notNull(),
    installmentCount: integer('installment_count').notNull(),
    topUpIncreaseAmount: cents('top_up_increase_amount'),
    approvedAmount: cents('approved_amount'),
    /** The calculator's offer the customer saw, as the contract will carry it. */
    offer: jsonb('offer').notNull(),
    /** The request's IdempotencyKey and hash: a retried submit makes one application. */
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('loan_applications_customer').on(t.customerId, t.createdAt),
    uniqueIndex('loan_applications_idempotency').on(t.customerId, t.idempotencyKey),
  ],
);

export const cards = pgTable(
  'cards',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    holderUserId: uuid('holder_user_id').references(() => users.id),
    holderName: text('holder_name').notNull(),
    cardTypeEnum: text('card_type_enum', { enum: ['PHYSICAL_CARD', 'VIRTUAL_CARD'] }).notNull(),
    maskedCardNumber: text('masked_card_number').notNull(),
    productName: text('product_name').notNull(),
    creditType: text('credit_type', { enum: ['CreditCard', 'PrepaidCard'] }).notNull(),
    operatorStatus: text('operator_status').notNull().default('CARD_OK'),
    skinCode: text('skin_code').notNull(),
    limit: cents('credit_limit').notNull().default(0),
    dailyLimitAtm: cents('daily_limit_atm').notNull(),
    monthlyLimitAtm: cents('monthly_limit_atm').notNull(),
    dailyLimitUsage: cents('daily_limit_usage').notNull(),
    monthlyLimitUsage: cents('monthly_limit_usage').notNull(),
    /** Blocked regions: africa, europe, oceania, northAmerica, southAmerica, asia, home. */
    restrictions: jsonb('restrictions').$type<Record<string, boolean>>().notNull(),
    usageLimitsEditingAllowed: boolean('usage_limits_editing_allowed').notNull().default(true),
    restrictionsEditingAllowed: boolean('restrictions_editing_allowed').notNull().default(true),
  },
  (t) => [index('cards_customer').on(t.customerId)],
);

export const cardHolderInvitations = pgTable('card_holder_invitations', {
  id: id(),
  companyId: uuid('company_id')
    .notNull()
    .references(() => customers.id),
  email: text('email').notNull(),
  cardLimit: cents('card_limit').notNull(),
  status: text('status', { enum: ['Pending', 'Accepted', 'Rejected', 'Removed'] })
    .notNull()
    .default('Pending'),
  insertTime: createdAt(),
});

export const payees = pgTable(
  'payees',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    name: text('name').notNull(),
    receiverAccountNumber: text('receiver_account_number').notNull(),
    receiverName: text('receiver_name').notNull(),
    receiverBic: text('receiver_bic'),
  },
  (t) => [index('payees_customer').on(t.customerId)],
);

/**
 * A customer's payment security limits ("Turvarajat"). Changes to all-transfer limits and
 * cross-border switches wait 24 hours in the pending columns; instant limits apply at once.
 */
export const paymentControls = pgTable('payment_controls', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id),
  instantMaxPayment: cents('instant_max_payment').notNull(),
  instantDailyLimit: cents('instant_daily_limit').notNull(),
  instantMonthlyLimit: cents('instant_monthly_limit').notNull(),
  dailyLimit: cents('daily_limit').notNull(),
  monthlyLimit: cents('monthly_limit').notNull(),
  crossborderChannelEnabled: boolean('crossborder_channel_enabled').notNull(),
  sepaCrossborderEnabled: boolean('sepa_crossborder_enabled').notNull(),
  pending: jsonb('pending').$type<{
    dailyLimit: number;
    monthlyLimit: number;
    crossborderChannelEnabled: boolean;
    sepaCrossborderEnabled: boolean;
    effectiveAt: string;
  } | null>(),
});

/**
 * A payment to another account (SEPA credit transfer or SEPA instant): filled in, confirmed by
 * strong identification, then booked (or scheduled for its due date). `idempotencyKey` makes a
 * retried submit create one payment.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    sourceAccountId: uuid('source_account_id')
      .notNull()
      .references(() => accounts.id),
    paymentType: text('payment_type', { enum: ['Sepa', 'Instant'] }).notNull(),
    status: text('status', {
      enum: ['AwaitingConfirmation', 'Confirmed', 'Scheduled', 'Booked', 'Failed', 'Removed'],
    }).notNull(),
    recipientIban: text('recipient_iban').notNull(),
    recipientName: text('recipient_name').notNull(),
    bic: text('bic'),
    amount: cents('amount').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    referenceNumber: text('reference_number'),
    message: text('message'),
    ownMessage: text('own_message'),
    payeeVerificationResult: text('payee_verification_result').notNull(),
    saveReceiverToList: boolean('save_receiver_to_list').notNull().default(false),
    /** The confirmation round trip (auth_flows) that authorises it. */
    authFlowId: uuid('auth_flow_id').references(() => authFlows.id),
    /** When strong confirmation approved it: a Confirmed payment is bookable only for a while. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    bookingId: uuid('booking_id').references(() => bookings.id),
    bookedOn: date('booked_on', { mode: 'string' }),
    failureReason: text('failure_reason'),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_idempotency').on(t.customerId, t.idempotencyKey),
    index('payments_due').on(t.status, t.dueDate),
  ],
);

/** A deposit from the customer's account in another bank, between its start and completion. */
export const deposits = pgTable(
  'deposits',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    fromExternalAccountId: uuid('from_external_account_id')
      .notNull()
      .references(() => accounts.id),
    toAccountId: uuid('to_account_id')
      .notNull()
      .references(() => accounts.id),
    amount: cents('amount').notNull(),
    status: text('status', { enum: ['Started', 'Completed'] })
      .notNull()
      .default('Started'),
    bookingId: uuid('booking_id').references(() => bookings.id),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('deposits_idempotency').on(t.customerId, t.idempotencyKey)],
);

/**
 * The sandbox identification provider's short-lived state (interactions, codes, grants), kept in
 * the database so that any replica of the bank can continue an identification another started.
 */
export const identificationRecords = pgTable(
  'identification_records',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    uid: text('uid'),
    userCode: text('user_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('identification_records_grant').on(t.grantId),
    index('identification_records_uid').on(t.uid),
  ],
);

/** The sandbox provider's signing keys and cookie keys: made once, shared by every replica. */
export const identificationKeys = pgTable('identification_keys', {
  id: integer('id').primaryKey(),
  jwks: jsonb('jwks').$type<{ keys: Record<string, unknown>[] }>().notNull(),
  cookieKeys: jsonb('cookie_keys').$type<string[]>().notNull(),
});

/**
 * A consumer loan application from the landing page's calculator: started without a customer,
 * claimed by the person whose strong identification follows, decided, signed and paid out.
 * Money in cents; the offer as the calculator priced it (euros, what the applicant saw).
 */
export const consumerLoanApplications = pgTable(
  'consumer_loan_applications',
  {
    id: id(),
    /** Null until the applicant identifies. */
    customerId: uuid('customer_id').references(() => customers.id),
    userId: uuid('user_id').references(() => users.id),
    /** The applicant was not a customer before identifying for this application. */
    isNewCustomer: boolean('is_new_customer').notNull().default(false),
    status: text('status').notNull().default('InProcess'),
    /** The language the applicant started in: the new loan's and account's names use it. */
    language: text('language').notNull(),
    amount: cents('amount').notNull(),
    installmentCount: integer('installment_count').notNull(),
    purposeEnum: text('purpose_enum'),
    email: text('email'),
    phone: text('phone'),
    streetAddress: text('street_address'),
    postalCode: text('postal_code'),
    city: text('city'),
    monthlyIncome: cents('monthly_income'),
    monthlyExpenses: cents('monthly_expenses'),
    isPoliticallyExposed: boolean('is_politically_exposed'),
    actsOnOwnBehalf: boolean('acts_on_own_behalf'),
    insurance: boolean('insurance').notNull().default(false),
    expressPayment: boolean('express_payment').notNull().default(false),
    approvedAmount: cents('approved_amount'),
    decisionReason: text('decision_reason'),
    offer: jsonb('offer').$type<Record<string, number | null>>(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The funnel steps recorded for it, each once. */
    funnelSteps: text('funnel_steps')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    loanId: uuid('loan_id').references(() => loans.id),
    payoutAccountId: uuid('payout_account_id').references(() => accounts.id),
    createdAt: createdAt(),
  },
  (t) => [index('consumer_loan_applications_customer').on(t.customerId)],
);

/**
 * A consumer credit card application: a visitor's (customer and user null until they identify)
 * or a logged-in person's. It becomes a credit account with one card once the applicant signs
 * the proposal, and the card bill's payment account is its bank connection.
 */
export const cardApplications = pgTable(
  'card_applications',
  {
    id: id(),
    customerId: uuid('customer_id').references(() => customers.id),
    userId: uuid('user_id').references(() => users.id),
    /** Started, Proposed, Refused, Referred, CardMade (see domain/cards/cardApplication.ts). */
    status: text('status').notNull().default('Started'),
    /** The language the applicant started in: the new account is named in it. */
    language: text('language').notNull(),
    requestedLimit: cents('requested_limit').notNull(),
    monthlyIncome: cents('monthly_income'),
    monthlyExpenses: cents('monthly_expenses'),
    employmentEnum: text('employment_enum'),
    housingEnum: text('housing_enum'),
    email: text('email'),
    phone: text('phone'),
    streetAddress: text('street_address'),
    postalCode: text('postal_code'),
    city: text('city'),
    isPoliticallyExposed: boolean('is_politically_exposed'),
    actsOnOwnBehalf: boolean('acts_on_own_behalf'),
    /** The applicant confirmed the details and accepted the terms and price list. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    grantedLimit: cents('granted_limit'),
    decisionReason: text('decision_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    creditAccountId: uuid('credit_account_id').references(() => accounts.id),
    cardId: uuid('card_id').references(() => cards.id),
    /** The applicant's own account the card bill is paid from. */
    paymentAccountId: uuid('payment_account_id').references(() => accounts.id),
    /** Refused, referred, or its card connected to a payment account: nothing more to do. */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('card_applications_customer').on(t.customerId, t.createdAt)],
);

/**
 * A person's consent to disclose their first and last name to the recipients of their
 * recommendations, for the customer they act for (the referral dialog asks it before sending).
 */
export const referralConsents = pgTable(
  'referral_consents',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.userId] })],
);

/**
 * A recommendation of the bank sent by a customer (its message is in the outbox): the bonus is
 * due when the recipient becomes a customer while it is valid (two months from sending).
 */
export const referrals = pgTable(
  'referrals',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The person who sent it, whose name the recipient was told. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    recipient: text('recipient').notNull(),
    target: text('target', { enum: ['Person', 'Company'] }).notNull(),
    /** The bonus the sender gets: 25 € for a person, 50 € for a company. */
    bonus: cents('bonus').notNull(),
    outboxId: uuid('outbox_id')
      .notNull()
      .references(() => outbox.id),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
  },
  (t) => [index('referrals_customer').on(t.customerId, t.sentAt)],
);

/** A conversation of a customer with the bank: a subject and its messages. */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    subject: text('subject').notNull(),
    /** The latest message's time (a draft's saving counts): the inbox's order. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('message_threads_customer').on(t.customerId, t.lastMessageAt)],
);

/**
 * One message of a thread: the customer's (sent, or a draft without `sentAt`) or the bank's,
 * whose words are a message of the catalogue, told in the reader's language. The customer is
 * kept on the row too, so the unread count is one indexed count of the customer's rows.
 */
export const threadMessages = pgTable(
  'thread_messages',
  {
    id: id(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The order of writing within the bank, for messages sent at the same instant. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    sender: text('sender', { enum: ['Customer', 'Bank'] }).notNull(),
    /** The customer's writer; null for the bank's messages. */
    authorUserId: uuid('author_user_id').references(() => users.id),
    body: text('body'),
    bankText: jsonb('bank_text').$type<Message>(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('thread_messages_thread').on(t.threadId, t.seq),
    index('thread_messages_unread')
      .on(t.customerId)
      .where(sql`${t.sender} = 'Bank' and ${t.readAt} is null`),
    check('thread_messages_words', sql`(${t.body} is null) <> (${t.bankText} is null)`),
  ],
);

/**
 * A phone number change waiting for its SMS code: the code (hashed) went to the new number, which
 * is in force only once the code is given, within its time, once, in at most five tries.
 */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('phone_verifications_customer').on(t.customerId, t.createdAt)],
);

/** Feedback a customer gave the bank, and whether the bank may contact them about it. */
export const feedback = pgTable(
  'feedback',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    contactAllowed: boolean('contact_allowed').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_customer').on(t.customerId, t.createdAt)],
);

/** Bytes kept in the row (PostgreSQL `bytea`); PGlite and pg both answer a Uint8Array or Buffer. */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** A document a company's user sent to the bank ('Liitteet'), kept as it was sent. */
export const companyAttachments = pgTable(
  'company_attachments',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The company's user who sent it. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    fileName: text('file_name').notNull(),
    /** What the content is, as the bank read it from its first bytes. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytes('content').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('company_attachments_customer').on(t.customerId, t.sentAt)],
);

/** A company's request to the bank to change what only the bank changes (name, business ID…). */
export const companyContactRequests = pgTable(
  'company_contact_requests',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    subject: text('subject', {
      enum: ['Name', 'BusinessId', 'Representatives', 'Other'],
    }).notNull(),
    message: text('message').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('company_contact_requests_customer').on(t.customerId, t.sentAt)],
);

/**
 * A third-party provider's request for access to a customer's accounts (PSD2 account
 * information), and once decided, the consent: the customer is known from her strong
 * identification; the provider reads with its token (kept hashed) only the accounts chosen.
 */
export const openBankingConsents = pgTable(
  'open_banking_consents',
  {
    id: id(),
    /** The sandbox's registered provider (server/openBanking/providers.ts). */
    clientId: text('client_id').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    providerState: text('provider_state').notNull(),
    access: text('access').array().notNull(),
    /** SHA-256 of the provider's token. */
    tokenHash: text('token_hash').notNull(),
    status: text('status', {
      enum: ['Received', 'Accepted', 'Rejected', 'Revoked', 'Expired'],
    }).notNull(),
    /** Set by the customer's strong identification: only she decides. */
    userId: uuid('user_id').references(() => users.id),
    customerId: uuid('customer_id').references(() => customers.id),
    identifiedAt: timestamp('identified_at', { withTimezone: true }),
    accountIds: uuid('account_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('open_banking_consents_token').on(t.tokenHash),
    index('open_banking_consents_customer').on(t.customerId, t.decidedAt),
  ],
);

// The company register, onboarding and purchase rights (server/companyRegister, …).
export * from './companySchema';

/**
 * A person's answers to the private customer survey (`privatecustomersurvey`), kept as given:
 * each renewal of the KYC adds one, and the customer's KYC is valid to `validTo` from it.
 */
export const kycSurveys = pgTable(
  'kyc_surveys',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('kyc_surveys_customer').on(t.customerId, t.answeredAt)],
);

/** The person a company names for the bank to contact about it ('Yhteyshenkilö'). */
export const companyContactPersons = pgTable('company_contact_persons', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  /** Who named them last; null for the seed's. */
  updatedByUserId: uuid('updated_by_user_id').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * How a session was opened: strong identification, or the quicker SMS code and device PIN, which
 * are not strong customer authentication (a confirmed operation still asks for identification).
 */
export const sessionLogins = pgTable('session_logins', {
  sessionId: uuid('session_id')
    .primaryKey()
    .references(() => sessions.id),
  method: text('method', { enum: ['sms', 'pin'] }).notNull(),
});

/**
 * A 4-digit SMS code sent to a customer's verified phone to log in: hashed, valid 10 minutes,
 * used once, at most five wrong tries (the phone change's rules).
 */
export const smsLoginCodes = pgTable(
  'sms_login_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sms_login_codes_user').on(t.userId, t.createdAt)],
);

/**
 * A one-time token a completed login (strong or by SMS code) answers, exchanged once for the
 * session within a minute (`auth-tupas-token`, `auth-sms-token`).
 */
export const loginTokens = pgTable(
  'login_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    method: text('method', { enum: ['strong', 'sms'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('login_tokens_hash').on(t.tokenHash)],
);

/**
 * A 4-digit PIN a person set for one device after a strong login: the device keeps a random
 * token (an HttpOnly cookie), the bank its hash and the PIN's. Three wrong PINs lock it until the
 * person's next strong login.
 */
export const devicePins = pgTable(
  'device_pins',
  {
    id: id(),
    deviceTokenHash: text('device_token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    pinHash: text('pin_hash').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('device_pins_token').on(t.deviceTokenHash)],
);

/**
 * A flow a visitor began before the login (spec: flow state objects), kept for the browser
 * that began it (an HttpOnly cookie holds its id) for a bounded time, and taken by the first
 * person to log in there; only that person reads it again. A prefill, never an order.
 */
export const storedFlows = pgTable(
  'stored_flows',
  {
    id: id(),
    flowType: text('flow_type', { enum: FLOW_TYPES }).notNull(),
    /** The flow state object as the contract encodes it (money in euros, as on the wire). */
    state: jsonb('state').notNull(),
    userId: uuid('user_id').references(() => users.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('stored_flows_expires').on(t.expiresAt)],
);
export * from './invoiceFundingSchema';
export * from './companyLoanSchema';
export * from './brokerSchema';

/**
 * Attempts counted in a fixed window, shared by every replica (the SMS login's codes per
 * identity): one row per purpose and subject, the subject only as a hash (it may be a
 * henkilötunnus).
 */
export const attemptWindows = pgTable(
  'attempt_windows',
  {
    purpose: text('purpose').notNull(),
    subjectHash: text('subject_hash').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.purpose, t.subjectHash] }),
    index('attempt_windows_started').on(t.purpose, t.startedAt),
  ],
);
