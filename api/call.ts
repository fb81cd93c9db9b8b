import type { z } from 'zod';
import type { CustomerType } from '../domain/catalogue/enumerations';

export const CALL_GROUPS = [
  'auth',
  'bank',
  'cards',
  'loans',
  'payments',
  'loan-application',
] as const;
export type CallGroup = (typeof CALL_GROUPS)[number];

/**
 * Who may make a call. The server enforces it before the handler runs, from this declaration
 * alone; a handler never checks access by hand.
 */
export const ACCESS_LEVELS = ['public', 'session', 'view', 'act', 'renew', 'broker'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];
// public: anyone, logged in or not (logging in and out, the status check, the configuration);
// session: any logged-in person, whatever their right to the customer (who am I, KYC, switching);
// view: someone who may see the customer's money and data, so not a company's card holder;
// act: someone who may act for the customer: not view-only, not a card holder, KYC in order.
// renew: as act, but whatever the KYC: renewing a lapsed KYC is how it is put in order again.
// broker: a logged-in person the bank has registered as a loan broker (the `brokers` table).

/** The kinds of operation a customer confirms by strong identification (the spec's `type`). */
export const CONFIRMATION_TYPES = [
  'SepaPayment',
  'FuturePaymentEdit',
  'LoanContract',
  'CardStatus',
  'CardOrder',
  'CardApplication',
  'PaymentControlsConsumer',
  'PaymentControlsCompany',
  'BankAccountUpdate',
  'PurchaseRights',
  'CompanyLoanContract',
  'BrokerApplication',
] as const;
export type ConfirmationType = (typeof CONFIRMATION_TYPES)[number];

/**
 * The data the bank keeps, as the client caches it: a call that changes a tag makes every cached
 * answer of a call that reads it stale.
 */
export const DATA_TAGS = [
  'customer',
  'accounts',
  'transactions',
  'payments',
  'payees',
  'loans',
  'loanApplications',
  'termDepositOffers',
  'loanOffers',
  'cards',
  'cardHolders',
  'cardApplications',
  'paymentControls',
  'messages',
  'companyAttachments',
  'consents',
  'companyOnboarding',
  'purchaseRights',
  'invoiceFunding',
] as const;
export type DataTag = (typeof DATA_TAGS)[number];

/**
 * How long the client may keep an answer (the spec's caching rules): five minutes by default;
 * calculator data (loan offers) and term-deposit offers 60 hours and never stale; the session's status never.
 */
export const CACHE_POLICIES = {
  default: { staleTime: 5 * 60_000, gcTime: 5 * 60_000 },
  long: { staleTime: Infinity, gcTime: 60 * 60 * 60_000 },
  never: { staleTime: 0, gcTime: 0 },
} as const;
export type CachePolicy = keyof typeof CACHE_POLICIES;

/** The kinds of document a download call answers with (a company's attachments are images too). */
export const DOCUMENT_TYPES = [
  'application/pdf',
  'text/csv',
  'image/jpeg',
  'image/gif',
  'image/png',
  'image/heic',
  'image/heif',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The document types a call answers with; none for a JSON call. */
export const documentTypesOf = (policy: CallPolicy): readonly DocumentType[] =>
  policy.produces === undefined ? [] : [policy.produces].flat();

/** What a call says about itself, beside its path and schemas. */
export interface CallPolicy {
  /** One line for the published contract. */
  summary: string;
  access: Access;
  /** Only persons, or only companies, may make it (the consumer and company variants). */
  customerType?: CustomerType;
  /** The call prepares an operation the customer then confirms by strong identification. */
  confirmation?: ConfirmationType;
  /** A read: the data it answers with, for caching. Calls without it are commands. */
  reads?: readonly DataTag[];
  /** A command: the data it changes; the client refetches what reads it. */
  changes?: readonly DataTag[];
  /** A read's cache lifetime; `default` unless given. */
  cache?: CachePolicy;
  /** A read's retries after a failure; the spec's default is none. */
  retry?: number;
  /** Calls per minute and session before the bank answers 429. */
  perMinute?: number;
  /**
   * The answer is a document to download, not JSON. A call that draws more than one kind names
   * them all; its handler then says which it answers with (the first when it does not).
   */
  produces?: DocumentType | readonly DocumentType[];
  /**
   * The request is a form with a file (`multipart/form-data`), not JSON: its schema's fields are
   * the form's, a file among them as a `File`.
   */
  accepts?: 'multipart/form-data';
  /**
   * The session-status answer is `{ status }`, which the catalogue's error rule would take for an
   * error; calls marked here skip that rule (a non-2xx answer is still an error).
   */
  statusIsData?: boolean;
  /**
   * The bank's own side of a process (its handler's decision), which in the sandbox the tester
   * plays: a bank without `SANDBOX_CLOCK` has no such tester and refuses it to everyone (403).
   */
  bankHandler?: true;
}

/**
 * One call of the catalogue: its path, method, the zod schemas of its request and response, and
 * its policy. The server validates and enforces with it; the client encodes requests, decodes
 * answers, caches and invalidates with it; the fake bank and the published contract are typed by it.
 */
export interface Call<
  Request extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
  Policy extends CallPolicy = CallPolicy,
> {
  group: CallGroup;
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** The body of a POST, the query of a GET. */
  request: Request;
  response: Response;
  policy: Policy;
}

export interface CallDefinition<
  Request extends z.ZodType,
  Response extends z.ZodType,
  Policy extends CallPolicy,
> {
  group: CallGroup;
  name: string;
  /** POST unless the catalogue says GET. */
  method?: 'GET' | 'POST';
  request: Request;
  response: Response;
  policy: Policy;
}

export function defineCall<
  Request extends z.ZodType,
  Response extends z.ZodType,
  const Policy extends CallPolicy,
>({
  group,
  name,
  method = 'POST',
  request,
  response,
  policy,
}: CallDefinition<Request, Response, Policy>): Call<Request, Response, Policy> {
  return { group, name, method, path: `/api/${group}/${name}`, request, response, policy };
}

/** A call that answers with data the client caches. */
export type QueryCall = Call<z.ZodType, z.ZodType, CallPolicy & { reads: readonly DataTag[] }>;

export const isQuery = (call: Call): call is QueryCall => call.policy.reads !== undefined;

/** What the caller hands over: domain values (cents), before the wire encoding. */
export type CallInput<C extends Call> = z.output<C['request']>;
/** What the caller gets back: domain values, after decoding. */
export type CallOutput<C extends Call> = z.output<C['response']>;
