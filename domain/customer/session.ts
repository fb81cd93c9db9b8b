/** How often the session monitor asks the server for the session status. */
export const SESSION_CHECK_INTERVAL_MS = 120_000;

/** PSD2 RTS (EU 2018/389) art. 4(3)(d): at most five minutes without activity after login. */
export const IDLE_TIMEOUT_MS = 5 * 60 * 1000;

/** Where a dead session sends the browser. */
export const FORCED_LOGOUT_PATH = '/bank/login/logout?to=1';

/** All-transfer limits and cross-border toggles take effect this long after saving. */
export const PENDING_CHANGE_DELAY_HOURS = 24;

/** The `status` of the session check; '' is a session the server no longer knows. */
export type SessionStatus = 'active' | 'timeout' | 'expired' | 'spent' | 'grant' | '';

const LOGOUT_STATUSES: ReadonlySet<string> = new Set(['', 'expired', 'spent', 'grant', 'timeout']);

// Spec says "starts with"; we match whole path segments so that /openings or /banking are not
// taken for /open or /bank.
function isUnder(pathname: string, root: string): boolean {
  return pathname === root || pathname.startsWith(`${root}/`);
}

/** /bank/login and every page below it, the forced-logout page included. */
export function isLoginPath(pathname: string): boolean {
  return isUnder(pathname, '/bank/login');
}

/**
 * Pages under /auth, /bank, /open and /flows need a live session; the login pages under
 * /bank/login do not, unless they are the KYC step of a login (the path or the query mentions
 * kyc, in any case), which runs inside a session.
 */
export function isSessionRelevantPath(pathname: string, search = ''): boolean {
  if (isLoginPath(pathname)) return /kyc/i.test(pathname) || /kyc/i.test(search);
  return ['/auth', '/bank', '/open', '/flows'].some((root) => isUnder(pathname, root));
}

/**
 * A dead session (status empty, expired, spent, grant or timeout) logs the customer out when
 * they are on a /bank page other than a login page. Spec leaves a missing status open; we read
 * it as empty. A status the spec does not list does not log out.
 */
export function shouldForceLogout(
  status: SessionStatus | string | null | undefined,
  pathname: string,
): boolean {
  return LOGOUT_STATUSES.has(status ?? '') && isUnder(pathname, '/bank') && !isLoginPath(pathname);
}

/** The monitor stops polling once the server reports a timeout. */
export function shouldKeepPolling(status: SessionStatus | string | null | undefined): boolean {
  return status !== 'timeout';
}

/** Whether the customer has been inactive for the whole idle timeout (exactly 5 min counts). */
export function hasIdledOut(lastActivityAt: Date, now: Date): boolean {
  return now.getTime() - lastActivityAt.getTime() >= IDLE_TIMEOUT_MS;
}
