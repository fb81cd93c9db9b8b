import { defineConfirmedOperation } from '../confirmations/operation';
import { cardStatusPayload } from './status';

/** A card blocked, opened or reported: the flow holds the card and its new status. */
export const cardStatusChange = defineConfirmedOperation({
  type: 'CardStatus',
  payload: cardStatusPayload,
  carryOut: (services, owner, payload) => services.cards.status.apply(owner, payload),
});
