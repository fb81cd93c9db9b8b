import { defineConfirmedOperation } from '../confirmations/operation';
import { cardOrderPayload } from './order';
import { cardStatusPayload } from './status';

/** A card opened again: the flow holds the card and its new status. */
export const cardStatusChange = defineConfirmedOperation({
  type: 'CardStatus',
  payload: cardStatusPayload,
  carryOut: (services, owner, payload) => services.cards.status.apply(owner, payload),
});

/** A prepaid card ordered: the flow holds the card to make. */
export const cardOrder = defineConfirmedOperation({
  type: 'CardOrder',
  payload: cardOrderPayload,
  carryOut: (services, owner, order) => services.cards.orders.make(owner, order),
});
