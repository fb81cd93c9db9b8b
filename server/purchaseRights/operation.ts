import { defineConfirmedOperation } from '../confirmations/operation';
import { purchaseRightChange } from './purchaseRights';

/** A grant or removal of a right to act for a company, confirmed by strong identification. */
export const purchaseRightUpdate = defineConfirmedOperation({
  type: 'PurchaseRights',
  payload: purchaseRightChange,
  carryOut: (services, owner, change) => services.purchaseRights.carryOut(owner, change),
});
