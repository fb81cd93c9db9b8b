import { describe, expect, it } from 'vitest';
import {
  KYC_WARNING_MONTHS,
  isKycStatusAllowed,
  kycExplanation,
  kycPermission,
  kycStatus,
} from './kyc';
import type { KycCustomer } from './kyc';

const today = new Date(2025, 0, 15, 14, 30); // 15.1.2025 in the afternoon

function customer(overrides: Partial<KycCustomer> = {}): KycCustomer {
  return { KycValidTo: '2026-01-01', IsKYCVerified: true, IsViewOnly: false, ...overrides };
}

describe('kycStatus on the boundary days', () => {
  it('counts details valid to yesterday as expired', () => {
    expect(kycStatus(customer({ KycValidTo: '2025-01-14' }), today)).toBe('Expired');
  });

  it('counts details valid to today as still valid but expiring soon', () => {
    expect(kycStatus(customer({ KycValidTo: '2025-01-15' }), today)).toBe('ExpiresSoon');
    expect(kycStatus(customer({ KycValidTo: new Date(2025, 0, 15) }), today)).toBe('ExpiresSoon');
  });

  it('warns up to and including the day exactly two months ahead', () => {
    expect(KYC_WARNING_MONTHS).toBe(2);
    expect(kycStatus(customer({ KycValidTo: '2025-03-15' }), today)).toBe('ExpiresSoon');
    expect(kycStatus(customer({ KycValidTo: '2025-03-16' }), today)).toBe('Verified');
  });

  it('measures two months by the calendar at month ends', () => {
    const newYearsEve = new Date(2024, 11, 31);
    expect(kycStatus(customer({ KycValidTo: '2025-02-28' }), newYearsEve)).toBe('ExpiresSoon');
    expect(kycStatus(customer({ KycValidTo: '2025-03-01' }), newYearsEve)).toBe('Verified');
  });

  it('reads an ISO date-time by its calendar day', () => {
    expect(kycStatus(customer({ KycValidTo: '2025-01-14T23:59:59' }), today)).toBe('Expired');
    expect(kycStatus(customer({ KycValidTo: '2025-01-15T00:00:00' }), today)).toBe('ExpiresSoon');
  });
});

describe('kycStatus precedence', () => {
  it('puts expiry before view-only and missing verification', () => {
    const lapsed = { KycValidTo: '2024-12-31' };
    expect(kycStatus(customer({ ...lapsed, IsViewOnly: true }), today)).toBe('Expired');
    expect(kycStatus(customer({ ...lapsed, IsKYCVerified: false }), today)).toBe('Expired');
  });

  it('puts the expiry warning before view-only and missing verification', () => {
    const soon = { KycValidTo: '2025-02-01' };
    expect(kycStatus(customer({ ...soon, IsViewOnly: true }), today)).toBe('ExpiresSoon');
    expect(kycStatus(customer({ ...soon, IsKYCVerified: false }), today)).toBe('ExpiresSoon');
  });

  it('puts view-only before missing verification', () => {
    expect(kycStatus(customer({ IsViewOnly: true, IsKYCVerified: false }), today)).toBe('ReadOnly');
    expect(kycStatus(customer({ IsKYCVerified: false }), today)).toBe('NotVerified');
    expect(kycStatus(customer(), today)).toBe('Verified');
  });

  it('judges a customer without a validity date by the flags alone', () => {
    expect(kycStatus(customer({ KycValidTo: null }), today)).toBe('Verified');
    expect(kycStatus(customer({ KycValidTo: undefined, IsKYCVerified: false }), today)).toBe(
      'NotVerified',
    );
  });

  it('treats an unreadable validity date as expired', () => {
    expect(kycStatus(customer({ KycValidTo: 'ei päivää' }), today)).toBe('Expired');
    expect(kycStatus(customer({ KycValidTo: new Date(Number.NaN) }), today)).toBe('Expired');
  });
});

describe('isKycStatusAllowed', () => {
  it('lets a view-only status act only when KYC-verified', () => {
    expect(isKycStatusAllowed('ReadOnly', true)).toBe(true);
    expect(isKycStatusAllowed('ReadOnly', false)).toBe(false);
  });

  it('allows the warning and verified statuses and refuses expired and unverified', () => {
    expect(isKycStatusAllowed('ExpiresSoon', true)).toBe(true);
    expect(isKycStatusAllowed('Verified', true)).toBe(true);
    expect(isKycStatusAllowed('Expired', true)).toBe(false);
    expect(isKycStatusAllowed('NotVerified', true)).toBe(false);
  });
});

describe('kycPermission', () => {
  it('allows a verified customer with valid details', () => {
    expect(kycPermission(customer(), today)).toEqual({ status: 'Verified', allowed: true });
  });

  it('allows but warns when the details expire within two months', () => {
    expect(kycPermission(customer({ KycValidTo: '2025-01-15' }), today)).toEqual({
      status: 'ExpiresSoon',
      allowed: true,
      reason: 'kyc_expires_soon',
    });
  });

  it('refuses once the details have expired', () => {
    expect(kycPermission(customer({ KycValidTo: '2025-01-14' }), today)).toEqual({
      status: 'Expired',
      allowed: false,
      reason: 'kyc_expired',
    });
  });

  it('refuses a view-only customer even when KYC-verified', () => {
    expect(kycPermission(customer({ IsViewOnly: true }), today)).toEqual({
      status: 'ReadOnly',
      allowed: false,
      reason: 'view_only',
    });
  });

  it('refuses an unverified customer even inside the warning window', () => {
    expect(kycPermission(customer({ IsKYCVerified: false }), today)).toEqual({
      status: 'NotVerified',
      allowed: false,
      reason: 'kyc_not_verified',
    });
    expect(
      kycPermission(customer({ KycValidTo: '2025-02-01', IsKYCVerified: false }), today),
    ).toEqual({ status: 'ExpiresSoon', allowed: false, reason: 'kyc_not_verified' });
  });

  it('is allowed exactly when verified, not view-only and not expired', () => {
    for (const IsKYCVerified of [true, false]) {
      for (const IsViewOnly of [true, false]) {
        for (const KycValidTo of ['2025-01-14', '2025-01-15', '2025-03-16', null]) {
          const who = { KycValidTo, IsKYCVerified, IsViewOnly };
          const expected = IsKYCVerified && !IsViewOnly && KycValidTo !== '2025-01-14';
          expect(kycPermission(who, today).allowed, JSON.stringify(who)).toBe(expected);
        }
      }
    }
  });
});

describe('kycExplanation', () => {
  it('tells a view-only customer they may only look, and others why they cannot act', () => {
    expect(kycExplanation('view_only')).toBe('errors.view_only');
    expect(kycExplanation('kyc_expired')).toBe('errors.kyc_expired');
    expect(kycExplanation('kyc_not_verified')).toBe('errors.kyc_not_verified');
    expect(kycExplanation('kyc_expires_soon')).toBe('errors.kyc_expires_soon');
  });
});
