import { describe, expect, it } from 'vitest';
import {
  consentStatusAt,
  consentValidUntil,
  isAwaitingDecision,
  isRevocable,
  isShareableAccount,
  readRefusal,
  requestedAccess,
  type ConsentGrant,
} from './consent';

const created = new Date('2026-03-01T10:00:00Z');
const accepted: ConsentGrant = {
  status: 'Accepted',
  createdAt: created,
  validUntil: consentValidUntil(created),
  access: ['accounts', 'balances'],
  accountIds: ['a1'],
};
const at = (iso: string) => new Date(iso);

describe('a consent’s validity', () => {
  it('lasts 90 days from acceptance', () => {
    expect(consentValidUntil(created).toISOString()).toBe('2026-05-30T10:00:00.000Z');
    expect(consentStatusAt(accepted, at('2026-05-30T09:59:59Z'))).toBe('Accepted');
    expect(consentStatusAt(accepted, at('2026-05-30T10:00:00Z'))).toBe('Expired');
  });

  it('leaves a request 30 minutes for the customer’s decision', () => {
    const received = { status: 'Received' as const, createdAt: created, validUntil: null };
    expect(isAwaitingDecision(received, at('2026-03-01T10:29:59Z'))).toBe(true);
    expect(consentStatusAt(received, at('2026-03-01T10:30:00Z'))).toBe('Expired');
  });

  it('may be revoked only while accepted and valid', () => {
    expect(isRevocable(accepted, at('2026-04-01T00:00:00Z'))).toBe(true);
    expect(isRevocable({ ...accepted, status: 'Revoked' }, at('2026-04-01T00:00:00Z'))).toBe(false);
    expect(isRevocable(accepted, at('2026-06-01T00:00:00Z'))).toBe(false);
  });
});

describe('a provider’s read', () => {
  const now = at('2026-04-01T00:00:00Z');

  it('is allowed for the access and accounts consented', () => {
    expect(readRefusal(accepted, now, { access: 'accounts' })).toBeNull();
    expect(readRefusal(accepted, now, { access: 'balances', accountId: 'a1' })).toBeNull();
  });

  it('is refused outside the scope, for another account, and once no longer accepted', () => {
    expect(readRefusal(accepted, now, { access: 'transactions', accountId: 'a1' })?.key).toBe(
      'consents.refusals.outOfScope',
    );
    expect(readRefusal(accepted, now, { access: 'balances', accountId: 'a2' })?.key).toBe(
      'consents.refusals.accountNotConsented',
    );
    const received = { ...accepted, status: 'Received' as const, createdAt: now };
    for (const consent of [
      { ...accepted, status: 'Rejected' as const },
      { ...accepted, status: 'Revoked' as const },
      received,
    ]) {
      expect(readRefusal(consent, now, { access: 'accounts' })?.key).toBe(
        'consents.refusals.notValid',
      );
    }
    expect(readRefusal(accepted, at('2026-06-01T00:00:00Z'), { access: 'accounts' })?.key).toBe(
      'consents.refusals.notValid',
    );
  });
});

describe('what is asked and shared', () => {
  it('always includes the account list, each access once, in order', () => {
    expect(requestedAccess(['transactions', 'balances', 'transactions'])).toEqual([
      'accounts',
      'balances',
      'transactions',
    ]);
    expect(requestedAccess([])).toEqual(['accounts']);
  });

  it('shares only the customer’s own payment and savings accounts', () => {
    const account = { isPaymentAccount: false, isSavingsAccount: false, isExternal: false };
    expect(isShareableAccount({ ...account, isPaymentAccount: true })).toBe(true);
    expect(isShareableAccount({ ...account, isSavingsAccount: true })).toBe(true);
    expect(isShareableAccount(account)).toBe(false);
    expect(isShareableAccount({ ...account, isPaymentAccount: true, isExternal: true })).toBe(
      false,
    );
  });
});
