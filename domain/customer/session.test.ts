import { describe, expect, it } from 'vitest';
import {
  FORCED_LOGOUT_PATH,
  IDLE_TIMEOUT_MS,
  PENDING_CHANGE_DELAY_HOURS,
  SESSION_CHECK_INTERVAL_MS,
  hasIdledOut,
  isLoginPath,
  isSessionRelevantPath,
  shouldForceLogout,
  shouldKeepPolling,
} from './session';
import type { SessionStatus } from './session';

describe('session constants', () => {
  it('uses the spec timings and the PSD2 five-minute idle limit', () => {
    expect(SESSION_CHECK_INTERVAL_MS).toBe(120000);
    expect(IDLE_TIMEOUT_MS).toBe(300000);
    expect(PENDING_CHANGE_DELAY_HOURS).toBe(24);
  });
});

describe('isSessionRelevantPath', () => {
  it('watches the session under /auth, /bank, /open and /flows', () => {
    for (const path of ['/auth', '/auth/sms', '/bank/home', '/bank', '/open/account', '/flows/x']) {
      expect(isSessionRelevantPath(path), path).toBe(true);
    }
  });

  it('ignores other pages and look-alike prefixes', () => {
    for (const path of ['/', '/landing/loan-application', '/openings', '/banking', '/authors']) {
      expect(isSessionRelevantPath(path), path).toBe(false);
    }
  });

  it('ignores the login pages unless they are the KYC step', () => {
    expect(isSessionRelevantPath('/bank/login')).toBe(false);
    expect(isSessionRelevantPath('/bank/login/logout', '?to=1')).toBe(false);
    expect(isSessionRelevantPath('/bank/login/kyc')).toBe(true);
    expect(isSessionRelevantPath('/bank/login', '?step=KYC')).toBe(true);
  });
});

describe('isLoginPath', () => {
  it('covers /bank/login and the pages below it, including the forced logout', () => {
    expect(isLoginPath('/bank/login')).toBe(true);
    expect(isLoginPath('/bank/login/logout')).toBe(true);
    expect(isLoginPath(new URL(FORCED_LOGOUT_PATH, 'https://pankki.example').pathname)).toBe(true);
    expect(isLoginPath('/bank/loginhelp')).toBe(false);
    expect(isLoginPath('/bank/home')).toBe(false);
  });
});

describe('shouldForceLogout', () => {
  const dead: SessionStatus[] = ['', 'expired', 'spent', 'grant', 'timeout'];

  it('logs out on every dead status on a /bank page', () => {
    for (const status of dead) expect(shouldForceLogout(status, '/bank/home'), status).toBe(true);
  });

  it('keeps an active session', () => {
    expect(shouldForceLogout('active', '/bank/home')).toBe(false);
  });

  it('never logs out on a login page, so the logout page cannot loop', () => {
    for (const status of dead) {
      expect(shouldForceLogout(status, '/bank/login/logout'), status).toBe(false);
    }
  });

  it('logs out only on /bank pages, not on /auth, /open or /flows', () => {
    expect(shouldForceLogout('expired', '/auth/sms')).toBe(false);
    expect(shouldForceLogout('expired', '/open/account')).toBe(false);
    expect(shouldForceLogout('expired', '/banking')).toBe(false);
  });

  it('reads a missing status as empty and ignores statuses the spec does not list', () => {
    expect(shouldForceLogout(undefined, '/bank/home')).toBe(true);
    expect(shouldForceLogout(null, '/bank/home')).toBe(true);
    expect(shouldForceLogout('refreshing', '/bank/home')).toBe(false);
  });
});

describe('shouldKeepPolling', () => {
  it('stops on timeout and keeps going otherwise', () => {
    expect(shouldKeepPolling('timeout')).toBe(false);
    expect(shouldKeepPolling('active')).toBe(true);
    expect(shouldKeepPolling('expired')).toBe(true);
  });
});

describe('hasIdledOut', () => {
  const start = new Date(2025, 0, 15, 12, 0, 0);

  it('times out at exactly five minutes of inactivity, not a millisecond before', () => {
    expect(hasIdledOut(start, new Date(start.getTime() + IDLE_TIMEOUT_MS - 1))).toBe(false);
    expect(hasIdledOut(start, new Date(start.getTime() + IDLE_TIMEOUT_MS))).toBe(true);
  });
});
