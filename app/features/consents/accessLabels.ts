import type { ConsentAccess } from '../../../domain/openBanking/consent';

/** The words of each access a provider may have. */
export const ACCESS_LABELS = {
  accounts: 'consents.access.accounts',
  balances: 'consents.access.balances',
  transactions: 'consents.access.transactions',
} as const satisfies Record<ConsentAccess, string>;
