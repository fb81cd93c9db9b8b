import { useLocation } from 'react-router';
import { isEntityId } from '../../shell/entityId';

/*
 * The card `/bank/cards/details` shows is not in its address (the spec's path has no id): the
 * click hands it over in the router's state, and sessionStorage keeps it for a reload and the
 * return from strong identification. A later click replaces it; closing the tab forgets it.
 */
const KEY = 'cards.selectedCard';

export const CARD_DETAILS_PATH = '/bank/cards/details';

/** The state to navigate to the details page with, remembering the choice. */
export function selectCard(cardId: string): { cardId: string } {
  sessionStorage.setItem(KEY, cardId);
  return { cardId };
}

/** The card chosen last: the one handed over by the click, else the one remembered. */
export function useSelectedCard(): string | null {
  const { state } = useLocation();
  const handed: unknown = (state as { cardId?: unknown } | null)?.cardId;
  if (typeof handed === 'string' && isEntityId(handed)) return handed;
  const kept = sessionStorage.getItem(KEY);
  return isEntityId(kept) ? kept : null;
}

export const cardGroupPath = (accountId: string) => `/bank/cards/customer/${accountId}`;
