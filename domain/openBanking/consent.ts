/**
 * Open banking consents (PSD2 account information): what a third-party provider may read of a
 * customer's accounts, for how long, and whether a read is allowed now.
 */
import { addDays } from 'date-fns/addDays';
import { addMinutes } from 'date-fns/addMinutes';
import { message, type Message } from '../errors/message';

/** What a provider may ask to read: the account list always, balances and transactions if asked. */
export const CONSENT_ACCESS = ['accounts', 'balances', 'transactions'] as const;
export type ConsentAccess = (typeof CONSENT_ACCESS)[number];

/** PSD2 RTS (EU 2022/2360) art. 10a: a consent is valid at most 90 days before SCA again. */
export const CONSENT_VALIDITY_DAYS = 90;

/** A request the customer has not decided on by then is no longer valid. */
export const AUTHORISATION_MINUTES = 30;

/** How far back transactions are read (the 90 days of RTS art. 10). */
export const TRANSACTION_HISTORY_DAYS = 90;

export const CONSENT_STATUSES = ['Received', 'Accepted', 'Rejected', 'Revoked', 'Expired'] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];

/** The access a provider asked for, each once, in the catalogue's order, the account list included. */
export function requestedAccess(asked: readonly ConsentAccess[]): ConsentAccess[] {
  return CONSENT_ACCESS.filter((access) => access === 'accounts' || asked.includes(access));
}

export const consentValidUntil = (acceptedAt: Date): Date =>
  addDays(acceptedAt, CONSENT_VALIDITY_DAYS);

export interface ConsentState {
  status: ConsentStatus;
  createdAt: Date;
  /** Set when accepted. */
  validUntil: Date | null;
}

/** The status as of `now`: an accepted consent past its 90 days, or a request left too long, expired. */
export function consentStatusAt(consent: ConsentState, now: Date): ConsentStatus {
  if (
    consent.status === 'Received' &&
    now.getTime() >= addMinutes(consent.createdAt, AUTHORISATION_MINUTES).getTime()
  ) {
    return 'Expired';
  }
  if (
    consent.status === 'Accepted' &&
    consent.validUntil !== null &&
    now.getTime() >= consent.validUntil.getTime()
  ) {
    return 'Expired';
  }
  return consent.status;
}

/** Whether the customer can still decide on the request (accept or reject it). */
export const isAwaitingDecision = (consent: ConsentState, now: Date): boolean =>
  consentStatusAt(consent, now) === 'Received';

/** Whether the customer can revoke the consent: it is accepted and still valid. */
export const isRevocable = (consent: ConsentState, now: Date): boolean =>
  consentStatusAt(consent, now) === 'Accepted';

export interface ConsentGrant extends ConsentState {
  access: readonly ConsentAccess[];
  accountIds: readonly string[];
}

/**
 * Why a provider's read is refused, or null when the consent allows it: the consent must be
 * accepted and valid, name the access, and (for one account's data) name the account.
 */
export function readRefusal(
  consent: ConsentGrant,
  now: Date,
  read: { access: ConsentAccess; accountId?: string },
): Message | null {
  if (consentStatusAt(consent, now) !== 'Accepted') return message('consents.refusals.notValid');
  if (!consent.access.includes(read.access)) return message('consents.refusals.outOfScope');
  if (read.accountId !== undefined && !consent.accountIds.includes(read.accountId)) {
    return message('consents.refusals.accountNotConsented');
  }
  return null;
}

/** The accounts a customer may share with a provider: her own payment and savings accounts here. */
export function isShareableAccount(account: {
  isPaymentAccount: boolean;
  isSavingsAccount: boolean;
  isExternal: boolean;
}): boolean {
  return !account.isExternal && (account.isPaymentAccount || account.isSavingsAccount);
}
