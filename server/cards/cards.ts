import type { Database } from '../db/database';
import type { AuthFlowService } from '../services/authFlows';
import { createCardOverview } from './overview';
import { createCardSettings } from './settings';
import { createCardStatus } from './status';
import { createCardTransactions } from './transactions';

/** The cards slice: reading cards and changing them, each from its own file. */
export function createCardService(db: Database, flows: AuthFlowService) {
  return {
    overview: createCardOverview(db),
    transactions: createCardTransactions(db),
    updateSettings: createCardSettings(db),
    status: createCardStatus(db, flows),
  };
}

export type CardService = ReturnType<typeof createCardService>;
