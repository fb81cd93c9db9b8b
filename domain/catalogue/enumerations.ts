/**
 * The bank's enumerations as the wire spells them, each with the Finnish label a customer sees.
 * Loan statuses, instalment states, loan types and loan purposes live in `./loan`.
 */

/** True when `value` is one of `values`: narrows a wire string to its union. */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

export const ACCOUNT_TYPES = [
  'BankAccount',
  'ExternalBankAccount',
  'TermDeposit',
  'ExternalTermDeposit',
] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

// Spec leaves the account type labels open; we read "External" as held outside this bank.
export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = {
  BankAccount: 'Pankkitili',
  ExternalBankAccount: 'Oma tili toisessa pankissa',
  TermDeposit: 'Määräaikaistalletus',
  ExternalTermDeposit: 'Määräaikaistalletus toisessa pankissa',
};

export const APPLICATION_CHANNELS = [
  'Web',
  'Online',
  'Partner',
  'Phone',
  'Other',
  'WebStore',
  'Sms',
  'Mail',
] as const;
export type ApplicationChannel = (typeof APPLICATION_CHANNELS)[number];

// Spec leaves the channel labels open; we label them as a Finnish bank's back office would.
export const APPLICATION_CHANNEL_LABELS: Record<ApplicationChannel, string> = {
  Web: 'Verkkosivut',
  Online: 'Verkkopankki',
  Partner: 'Yhteistyökumppani',
  Phone: 'Puhelin',
  Other: 'Muu',
  WebStore: 'Verkkokauppa',
  Sms: 'Tekstiviesti',
  Mail: 'Posti',
};

export const APPLICATION_SOURCES = [
  'Direct',
  'SearchEngine',
  'SearchEngineMarketing',
  'AffiliateProgram',
  'Other',
  'SocialMedia',
  'Referral',
  'Email',
] as const;
export type ApplicationSource = (typeof APPLICATION_SOURCES)[number];

// Spec leaves the source labels open; we use the usual Finnish marketing terms.
export const APPLICATION_SOURCE_LABELS: Record<ApplicationSource, string> = {
  Direct: 'Suora käynti',
  SearchEngine: 'Hakukone',
  SearchEngineMarketing: 'Hakukonemainonta',
  AffiliateProgram: 'Kumppanuusohjelma',
  Other: 'Muu',
  SocialMedia: 'Sosiaalinen media',
  Referral: 'Suosittelu',
  Email: 'Sähköposti',
};

export const ID_DOCUMENT_KINDS = [
  'DriversLicense',
  'Passport',
  'IdentityCard',
  'OtherIdentificationDocument',
  'Tupas',
  'UsernameAndPassword',
  'KnownCustomer',
  'IdentifiedByPartner',
  'Other',
] as const;
/** How a customer's identity was established: a document or an electronic identification. */
export type IdDocumentKind = (typeof ID_DOCUMENT_KINDS)[number];

// Spec leaves the identification labels open; Tupas is the Finnish bank-ID service.
export const ID_DOCUMENT_KIND_LABELS: Record<IdDocumentKind, string> = {
  DriversLicense: 'Ajokortti',
  Passport: 'Passi',
  IdentityCard: 'Henkilökortti',
  OtherIdentificationDocument: 'Muu henkilöllisyystodistus',
  Tupas: 'Pankkitunnukset',
  UsernameAndPassword: 'Käyttäjätunnus ja salasana',
  KnownCustomer: 'Tunnettu asiakas',
  IdentifiedByPartner: 'Yhteistyökumppanin tunnistama',
  Other: 'Muu tunnistustapa',
};

export const DOCUMENT_DELIVERY_METHODS = [
  'InternetBank',
  'Email',
  'MmsMessage',
  'Letter',
  'Upload',
  'WillNotDeliver',
  'Requested',
  'NotRequired',
  'Promised',
  'NotReached1',
  'NotReached2',
  'TaxRegister',
  'CreditBureau',
] as const;
/** How (or whether) a document reaches the bank or the customer; some values are follow-up states. */
export type DocumentDeliveryMethod = (typeof DOCUMENT_DELIVERY_METHODS)[number];

// Spec leaves the delivery labels open; NotReached1/2 are the first and second failed reminders.
export const DOCUMENT_DELIVERY_METHOD_LABELS: Record<DocumentDeliveryMethod, string> = {
  InternetBank: 'Verkkopankki',
  Email: 'Sähköposti',
  MmsMessage: 'MMS-viesti',
  Letter: 'Kirje',
  Upload: 'Lähetetty verkkopalvelussa',
  WillNotDeliver: 'Ei toimiteta',
  Requested: 'Pyydetty',
  NotRequired: 'Ei tarvita',
  Promised: 'Luvattu toimittaa',
  NotReached1: 'Ei tavoitettu (1. yritys)',
  NotReached2: 'Ei tavoitettu (2. yritys)',
  TaxRegister: 'Verohallinnon rekisteri',
  CreditBureau: 'Luottotietorekisteri',
};

// Spec names seven loan document types and leaves the rest unnamed; we name the insurance
// contract, the preapproval, the SECCI information document and the loan/limit variants of the
// general terms and the fact sheet in the same SCREAMING_CASE.
export const LOAN_DOCUMENT_TYPES = [
  'LOAN_APPLICATION_TERMS',
  'LOAN_PREAPPROVAL_CONTRACT',
  'LOAN_PRECONDITIONS',
  'LOAN_CONTRACT',
  'INSURANCE_ELECTRONIC_SERVICES_POLICY',
  'LIMIT_PRECONDITIONS',
  'LIMIT_CONTRACT',
  'INSURANCE_CONTRACT',
  'LOAN_PREAPPROVAL',
  'LOAN_INFORMATION_DOCUMENT',
  'LOAN_TERMS',
  'LIMIT_TERMS',
  'LOAN_FACT_SHEET',
  'LIMIT_FACT_SHEET',
] as const;
export type LoanDocumentType = (typeof LOAN_DOCUMENT_TYPES)[number];

// Spec leaves the document labels open; "Limit" is the credit limit, luottoraja.
export const LOAN_DOCUMENT_TYPE_LABELS: Record<LoanDocumentType, string> = {
  LOAN_APPLICATION_TERMS: 'Lainahakemuksen ehdot',
  LOAN_PREAPPROVAL_CONTRACT: 'Ennakkohyväksyntäsopimus',
  LOAN_PRECONDITIONS: 'Lainan ennakkotiedot',
  LOAN_CONTRACT: 'Lainasopimus',
  INSURANCE_ELECTRONIC_SERVICES_POLICY: 'Vakuutuksen sähköisen asioinnin ehdot',
  LIMIT_PRECONDITIONS: 'Luottorajan ennakkotiedot',
  LIMIT_CONTRACT: 'Luottorajasopimus',
  INSURANCE_CONTRACT: 'Vakuutussopimus',
  LOAN_PREAPPROVAL: 'Alustava lainapäätös',
  LOAN_INFORMATION_DOCUMENT: 'Vakiomuotoiset eurooppalaiset kuluttajaluottotiedot',
  LOAN_TERMS: 'Lainan yleiset ehdot',
  LIMIT_TERMS: 'Luottorajan yleiset ehdot',
  LOAN_FACT_SHEET: 'Lainan tuoteseloste',
  LIMIT_FACT_SHEET: 'Luottorajan tuoteseloste',
};

export const CUSTOMER_TYPES = ['Person', 'Company'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

export const CUSTOMER_TYPE_LABELS: Record<CustomerType, string> = {
  Person: 'Henkilöasiakas',
  Company: 'Yritysasiakas',
};

// Spec lists the status sets "NULL, Active, Cancelled" and "Open, Cancelled, Closed" without
// saying which records carry them; we name them by their values and label them plainly.
export const ACTIVE_CANCELLED_STATUSES = ['NULL', 'Active', 'Cancelled'] as const;
export type ActiveCancelledStatus = (typeof ACTIVE_CANCELLED_STATUSES)[number];

export const ACTIVE_CANCELLED_STATUS_LABELS: Record<ActiveCancelledStatus, string> = {
  NULL: 'Ei tiedossa',
  Active: 'Voimassa',
  Cancelled: 'Peruttu',
};

export const OPEN_CLOSED_STATUSES = ['Open', 'Cancelled', 'Closed'] as const;
export type OpenClosedStatus = (typeof OPEN_CLOSED_STATUSES)[number];

export const OPEN_CLOSED_STATUS_LABELS: Record<OpenClosedStatus, string> = {
  Open: 'Avoinna',
  Cancelled: 'Peruttu',
  Closed: 'Suljettu',
};

/** The stored onboarding flows a customer can resume: term deposit, account, loan, company loan. */
export const FLOW_TYPES = ['deposit', 'account', 'loan', 'company-loan'] as const;
export type FlowType = (typeof FLOW_TYPES)[number];

// Spec leaves the flow labels open; `deposit` carries depositAmount and depositDuration, so it
// is the term deposit flow.
export const FLOW_TYPE_LABELS: Record<FlowType, string> = {
  deposit: 'Määräaikaistalletuksen avaus',
  account: 'Tilin avaus',
  loan: 'Lainahakemus',
  'company-loan': 'Yrityslainahakemus',
};

export const FLOW_STATUSES = ['Started'] as const;
export type FlowStatus = (typeof FLOW_STATUSES)[number];

export const FLOW_STATUS_LABELS: Record<FlowStatus, string> = {
  Started: 'Aloitettu',
};

export const LOAN_APPLICATION_STATUSES = [
  'InProcess',
  'WaitingForApproval',
  'WaitingForAllocationOrConfirmation',
  'Rejected',
  'Active',
  'Expired',
  'Cancelled',
  'WaitingForVerification',
  'Paid',
  'Realized',
  'CoApplicationApproved',
  'WaitingForActivation',
  'Terminated',
  'Error',
] as const;
export type LoanApplicationStatus = (typeof LOAN_APPLICATION_STATUSES)[number];

// Spec leaves the application status labels open; we word them as a Finnish bank's
// application list does.
export const LOAN_APPLICATION_STATUS_LABELS: Record<LoanApplicationStatus, string> = {
  InProcess: 'Käsittelyssä',
  WaitingForApproval: 'Odottaa hyväksyntää',
  WaitingForAllocationOrConfirmation: 'Odottaa vahvistusta',
  Rejected: 'Hylätty',
  Active: 'Voimassa',
  Expired: 'Vanhentunut',
  Cancelled: 'Peruttu',
  WaitingForVerification: 'Odottaa tietojen tarkistusta',
  Paid: 'Maksettu',
  Realized: 'Toteutunut',
  CoApplicationApproved: 'Yhteishakemus hyväksytty',
  WaitingForActivation: 'Odottaa aktivointia',
  Terminated: 'Irtisanottu',
  Error: 'Virhe',
};

export type LoanApplicationBadgeTone = 'green' | 'orange';

/** Only an active application earns the green badge; every other state is orange. */
export function loanApplicationBadgeTone(status: string): LoanApplicationBadgeTone {
  return status === 'Active' ? 'green' : 'orange';
}
