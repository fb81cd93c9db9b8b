import * as auth from './auth';
import * as bank from './bank';
import * as bankAccounts from './bankAccounts';
import * as bankPayments from './bankPayments';
import * as bankProducts from './bankProducts';
import type { Call } from './call';
import * as loans from './loans';
import * as payments from './payments';

const isCall = (value: unknown): value is Call =>
  typeof value === 'object' &&
  value !== null &&
  'path' in value &&
  'request' in value &&
  'response' in value;

/** Every call of the contract, for the server's route checks and the contract's own tests. */
export const CATALOGUE: readonly Call[] = [
  auth,
  bank,
  bankAccounts,
  bankPayments,
  bankProducts,
  loans,
  payments,
].flatMap((group) => Object.values(group).filter(isCall));

/** Calls answered without a session: login, logout, the status check and the public configuration. */
export const PUBLIC_CALLS = new Set([
  '/api/auth/ftnloginstart',
  '/api/auth/logout',
  '/api/auth/session-status',
  '/api/bank/get-config',
]);
