/**
 * Changing a card's settings ('Kortin rajat', 'Estetyt käyttöalueet'): one of the two per
 * request, each limit within its slider's maximum, and only what the card lets be changed.
 */
import { code } from '../errors/message';
import { eurosToCents } from '../money/money';
import {
  CARD_LIMIT_FIELDS,
  CARD_LIMIT_MAXIMA,
  canEditCardRegions,
  editableCardLimits,
  isValidCardLimit,
  type CardLimitField,
  type CardRestrictions,
  type CardUsageLimits,
  type GroupViewCard,
} from './cards';

/** The update call's `requestObject`: the spec allows one of the two settings per call. */
export interface CardSettingsRequest {
  CreditCardRestrictions?: CardRestrictions;
  CreditCardUsageLimits?: CardUsageLimits;
}

export const ONE_SETTING_PER_CALL = code('cards.validation.oneSettingPerCall');

/** A problem with the request's shape: neither or both settings. */
export function settingsRequestProblems(request: CardSettingsRequest) {
  const given = [request.CreditCardRestrictions, request.CreditCardUsageLimits].filter(
    (setting) => setting !== undefined,
  );
  return { requestObject: given.length === 1 ? null : ONE_SETTING_PER_CALL };
}

/** Each limit from 0 up to its slider's maximum, in whole cents. */
export function usageLimitRangeProblems(limits: CardUsageLimits) {
  return Object.fromEntries(
    CARD_LIMIT_FIELDS.map((field) => [
      field,
      isValidCardLimit(field, limits[field])
        ? null
        : code('cards.validation.limitRange', { max: eurosToCents(CARD_LIMIT_MAXIMA[field]) }),
    ]),
  ) as Record<CardLimitField, string | null>;
}

export interface SettingsRefusal {
  /** The request's field, under `requestObject`. */
  field: string;
  reason: string;
}

/**
 * Why these limits cannot be set on this card, or null: the bank's flag forbids changing them,
 * or a limit the card does not have (cash withdrawals on a virtual card) would change.
 */
export function usageLimitsRefusal(
  card: Pick<GroupViewCard, 'CardTypeEnum' | 'IsCardUsageLimitsEditingAllowed'>,
  current: CardUsageLimits,
  requested: CardUsageLimits,
): SettingsRefusal | null {
  const field = 'requestObject.CreditCardUsageLimits';
  if (!card.IsCardUsageLimitsEditingAllowed) {
    return { field, reason: code('cards.refusals.limitsNotEditable') };
  }
  const editable = editableCardLimits(card);
  const fixed = CARD_LIMIT_FIELDS.find(
    (limit) => !editable.includes(limit) && requested[limit] !== current[limit],
  );
  return fixed
    ? { field: `${field}.${fixed}`, reason: code('cards.refusals.noCashOnVirtualCard') }
    : null;
}

/** Why the blocked regions cannot be changed on this card, or null. */
export function restrictionsRefusal(
  card: Pick<GroupViewCard, 'IsCardRestrictionsEditingAllowed'>,
): SettingsRefusal | null {
  return canEditCardRegions(card)
    ? null
    : {
        field: 'requestObject.CreditCardRestrictions',
        reason: code('cards.refusals.regionsNotEditable'),
      };
}
