import { createHash, timingSafeEqual } from 'node:crypto';

/** A third-party provider registered with the bank (a real bank registers them by eIDAS certificate). */
export interface OpenBankingProvider {
  clientId: string;
  name: string;
  /** The one address the customer's browser goes back to, with the outcome. */
  redirectUri: string;
  /** SHA-256 of the client secret, hex. */
  secretHash: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The sandbox's registered providers: one budgeting app, whose secret is public like the demo
 * customers (README, "Open banking"). A production bank keeps its register in the database.
 */
export const SANDBOX_PROVIDERS: readonly OpenBankingProvider[] = [
  {
    clientId: 'budgetly-sandbox',
    name: 'Budgetly',
    redirectUri: 'https://budgetly.example/bank-callback',
    secretHash: sha256('budgetly-sandbox-secret'),
  },
];

export const providerOf = (clientId: string): OpenBankingProvider | undefined =>
  SANDBOX_PROVIDERS.find((provider) => provider.clientId === clientId);

/** Whether `secret` is the provider's, compared in constant time. */
export function isProviderSecret(provider: OpenBankingProvider, secret: string): boolean {
  return timingSafeEqual(Buffer.from(sha256(secret)), Buffer.from(provider.secretHash));
}

export const tokenHash = sha256;
