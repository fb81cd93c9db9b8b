import type { Database } from '../db/database';
import type { AuthFlowService } from '../services/authFlows';
import { createCardOverview } from './overview';
import { createCardHolderInvitations } from './invitations';
import { createCardOrders } from './order';
import { createPrepaidTransfers } from './prepaid';
import { createCardPurchases } from './purchase';
import { createCardSettings } from './settings';
import { createCardStatus } from './status';
import { createCardTransactions } from './transactions';

/** The cards slice: reading cards and changing them, each from its own file. */
export function createCardService(db: Database, flows: AuthFlowService, now: () => Date) {
  return {
    overview: createCardOverview(db),
    transactions: createCardTransactions(db),
    updateSettings: createCardSettings(db),
    status: createCardStatus(db, flows, now),
    movePrepaid: createPrepaidTransfers(db, now),
    authorise: createCardPurchases(db, now),
    invitations: createCardHolderInvitations(db, now),
    orders: createCardOrders(db, flows, now),
  };
}

export type CardService = ReturnType<typeof createCardService>;
