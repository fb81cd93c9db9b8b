import type { Database } from '../db/database';
import { createCardOverview } from './overview';
import { createCardSettings } from './settings';
import { createCardTransactions } from './transactions';

/** The cards slice: reading cards and changing them, each from its own file. */
export function createCardService(db: Database) {
  return {
    overview: createCardOverview(db),
    transactions: createCardTransactions(db),
    updateSettings: createCardSettings(db),
  };
}

export type CardService = ReturnType<typeof createCardService>;
