import { addMonths } from 'date-fns/addMonths';
import { isAfter } from 'date-fns/isAfter';
import { isBefore } from 'date-fns/isBefore';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import { startOfDay } from 'date-fns/startOfDay';
import { code } from '../errors/message';

/**
 * Know-your-customer state of the signed-in customer. The customer's details must be renewed
 * regularly; the bank warns two months before they lapse and stops actions once they have.
 */
export type KycStatus = 'Expired' | 'ExpiresSoon' | 'ReadOnly' | 'NotVerified' | 'Verified';

/** How far ahead of the expiry the customer is asked to renew ('kyc_expires_soon'). */
export const KYC_WARNING_MONTHS = 2;

export interface KycCustomer {
  /** Last day the customer's details are valid: a Date, `YYYY-MM-DD` or an ISO date-time. */
  KycValidTo?: Date | string | null;
  IsKYCVerified: boolean;
  IsViewOnly: boolean;
}

/** Why a customer may not act, or (kyc_expires_soon) why they are warned while they may. */
export type KycReason = 'kyc_expired' | 'kyc_expires_soon' | 'kyc_not_verified' | 'view_only';

export interface KycPermission {
  status: KycStatus;
  allowed: boolean;
  reason?: KycReason;
}

/** `undefined` when there is no date; `null` when there is one we cannot read. */
function validToDay(value: Date | string | null | undefined): Date | null | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? startOfDay(date) : null;
}

/**
 * The status, checked in the spec's order: Expired, ExpiresSoon, ReadOnly, NotVerified,
 * Verified. The dates come first because lapsed or lapsing details must be renewed whatever
 * the customer's rights are. KycValidTo is the last valid day: valid to today is not yet
 * expired; the day exactly two months ahead is still within the warning window.
 */
export function kycStatus(customer: KycCustomer, today: Date): KycStatus {
  const day = startOfDay(today);
  const validTo = validToDay(customer.KycValidTo);
  // Spec leaves an unreadable KycValidTo open; we treat it as expired (a bank fails closed).
  if (validTo === null || (validTo !== undefined && isBefore(validTo, day))) return 'Expired';
  // Spec leaves a missing KycValidTo open; we judge such a customer by the flags alone.
  if (validTo !== undefined && !isAfter(validTo, addMonths(day, KYC_WARNING_MONTHS))) {
    return 'ExpiresSoon';
  }
  if (customer.IsViewOnly) return 'ReadOnly';
  if (!customer.IsKYCVerified) return 'NotVerified';
  return 'Verified';
}

/** Whether a status by itself lets the customer act (ReadOnly only when KYC-verified). */
export function isKycStatusAllowed(status: KycStatus, isKycVerified: boolean): boolean {
  switch (status) {
    case 'Expired':
    case 'NotVerified':
      return false;
    case 'ReadOnly':
      return isKycVerified;
    case 'ExpiresSoon':
    case 'Verified':
      return true;
  }
}

/**
 * Whether the customer may act: only when KYC-verified, not view-only and the status allows
 * it. The reason names the first obstacle (expiry, verification, view-only), or the warning.
 */
export function kycPermission(customer: KycCustomer, today: Date): KycPermission {
  const status = kycStatus(customer, today);
  const { IsKYCVerified, IsViewOnly } = customer;
  const allowed = IsKYCVerified && !IsViewOnly && isKycStatusAllowed(status, IsKYCVerified);
  const reason: KycReason | undefined =
    status === 'Expired'
      ? 'kyc_expired'
      : !IsKYCVerified
        ? 'kyc_not_verified'
        : IsViewOnly
          ? 'view_only'
          : status === 'ExpiresSoon'
            ? 'kyc_expires_soon'
            : undefined;
  return reason === undefined ? { status, allowed } : { status, allowed, reason };
}

/** The message code of what the customer is told: why actions are off, or the reminder. */
export function kycExplanation(reason: KycReason): string {
  return code(`errors.${reason}`);
}
