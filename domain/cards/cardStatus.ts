/**
 * Blocking and unblocking a card. Only a working card can be blocked and only a blocked one
 * opened again; a lost, stolen, closed or expired card is out of the customer's hands.
 */
import { code } from '../errors/message';
import type { CardStatus } from './cards';

/** The statuses a customer moves a card between. */
export const SETTABLE_CARD_STATUSES = ['CARD_OK', 'CARD_BLOCKED'] as const;
export type SettableCardStatus = (typeof SETTABLE_CARD_STATUSES)[number];

const isSettable = (status: string): status is SettableCardStatus =>
  (SETTABLE_CARD_STATUSES as readonly string[]).includes(status);

/** Why the card cannot get this status now (a message code), or null. */
export function statusChangeRefusal(current: string, next: SettableCardStatus): string | null {
  if (!isSettable(current)) return code('cards.refusals.statusFinal');
  if (current === next) {
    return code(
      next === 'CARD_BLOCKED' ? 'cards.refusals.alreadyBlocked' : 'cards.refusals.alreadyOpen',
    );
  }
  return null;
}

/** 'toggle-block-statuses': a working card is blocked, a blocked one opened; others stay. */
export function toggledStatus(current: string): SettableCardStatus | null {
  if (current === 'CARD_OK') return 'CARD_BLOCKED';
  if (current === 'CARD_BLOCKED') return 'CARD_OK';
  return null;
}

/**
 * Reporting abuse blocks the card at once; a blocked card stays blocked and the report still
 * goes to the bank. A card already out of use has nothing left to block.
 */
export function abuseReportRefusal(current: CardStatus | string): string | null {
  return isSettable(current) ? null : code('cards.refusals.statusFinal');
}
