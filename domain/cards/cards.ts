/**
 * Payment cards: which cards a customer sees, how they group, which limits can be changed and
 * how much credit is used. Money is in cents; the slider maxima are whole euros as the spec
 * gives them.
 */
import type { CustomerType } from '../catalogue/enumerations';
import { eurosToCents } from '../money/money';
import type { Cents } from '../money/money';

/** The card-list type that marks a credit card; other values are not named by the spec. */
export const CREDIT_CARD = 'CreditCard';

/** A card in the consumer's card list. */
export interface CardListItem {
  CardId: string;
  CardHolderName: string;
  CardType: string;
  /** Missing on the wire means 0. */
  AvailableAmount?: Cents | null;
  /** Missing on the wire means 0; shown only for credit cards. */
  UsedAmount?: Cents | null;
  Name: string;
  cardSkinCode?: string | null;
}

export const CARD_KINDS = ['PHYSICAL_CARD', 'VIRTUAL_CARD'] as const;
export type CardKind = (typeof CARD_KINDS)[number];

// Spec names only CARD_OK and CARD_BLOCKED; we add the ends of a card's life a card
// processor reports, so that they have labels (`kit.card.status`) and stay out of the lists.
export const CARD_STATUSES = [
  'CARD_OK',
  'CARD_BLOCKED',
  'CARD_CLOSED',
  'CARD_EXPIRED',
  'CARD_LOST',
  'CARD_STOLEN',
] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

/** The card-credit type that marks a card without credit. */
export const PREPAID_CARD = 'PrepaidCard';

/** A card as the card-group view (and the company card list) shows it. */
export interface GroupViewCard {
  CardId: string;
  AccountId: string;
  CardTypeEnum: CardKind;
  MaskedCardNumber: string;
  CardProductName: string;
  CardOwnerCompanyName?: string | null;
  CompanyId?: string | null;
  SkinCodeEnum?: string | null;
  /** `PrepaidCard` for a card without credit; other values are credit cards. */
  CardCreditType?: string | null;
  /** One of CARD_STATUSES, or a code the card processor adds later. */
  CardOperatorStatusCode: string;
  Limit: Cents;
  FreeBalance: Cents;
  IsCardUsageLimitsEditingAllowed: boolean;
  IsCardRestrictionsEditingAllowed: boolean;
}

/** Only working and blocked cards are shown: a blocked card can still be unblocked. */
export function visibleCards<T extends Pick<GroupViewCard, 'CardOperatorStatusCode'>>(
  cards: readonly T[],
): T[] {
  return cards.filter(
    (card) =>
      card.CardOperatorStatusCode === 'CARD_OK' || card.CardOperatorStatusCode === 'CARD_BLOCKED',
  );
}

export interface CardAccountGroup<T> {
  AccountId: string;
  cards: T[];
}

function byMaskedNumber(a: { MaskedCardNumber: string }, b: { MaskedCardNumber: string }) {
  if (a.MaskedCardNumber === b.MaskedCardNumber) return 0;
  return a.MaskedCardNumber < b.MaskedCardNumber ? -1 : 1;
}

/**
 * The visible cards grouped by the account they draw on, groups in the order the server lists
 * them, cards within a group by masked number. Hidden statuses are dropped here too.
 */
export function groupCardsByAccount<
  T extends Pick<GroupViewCard, 'AccountId' | 'MaskedCardNumber' | 'CardOperatorStatusCode'>,
>(cards: readonly T[]): CardAccountGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const card of visibleCards(cards)) {
    const group = groups.get(card.AccountId);
    if (group) group.push(card);
    else groups.set(card.AccountId, [card]);
  }
  return [...groups].map(([AccountId, grouped]) => ({
    AccountId,
    cards: grouped.sort(byMaskedNumber),
  }));
}

export function isPrepaidCard(card: Pick<GroupViewCard, 'CardCreditType'>): boolean {
  return card.CardCreditType === PREPAID_CARD;
}

/**
 * The card overview's groups: 'Henkilökohtainen kortti' (consumer credit), 'Luotolliset
 * yrityskortit' (company credit) and 'Yrityskortit ilman luottoa' (company prepaid).
 */
export type CardGroup = 'personal' | 'companyCredit' | 'companyPrepaid';

/** The group of a card in the card overview: consumer credit, company credit or prepaid. */
export function cardGroup(
  customerType: CustomerType,
  card: Pick<GroupViewCard, 'CardCreditType'>,
): CardGroup {
  if (customerType === 'Person') return 'personal';
  return isPrepaidCard(card) ? 'companyPrepaid' : 'companyCredit';
}

// Spec names three skin codes (business, consumer, accounting partner) without their values;
// we spell them in the style of the other card enumerations.
export const CARD_SKIN_CODES = ['BUSINESS', 'CONSUMER', 'ACCOUNTING_PARTNER'] as const;
export type CardSkinCode = (typeof CARD_SKIN_CODES)[number];

export const CARD_IMAGES = ['card-business', 'card-consumer', 'card-accounting-partner'] as const;
export type CardImage = (typeof CARD_IMAGES)[number];

const SKIN_IMAGES: Record<CardSkinCode, CardImage> = {
  BUSINESS: 'card-business',
  CONSUMER: 'card-consumer',
  ACCOUNTING_PARTNER: 'card-accounting-partner',
};

/**
 * The card picture for a skin code. Spec leaves unknown codes open; we show the plain card of
 * the customer's kind (consumer for persons, business for companies).
 */
export function cardSkinImage(
  skinCode: string | null | undefined,
  customerType: CustomerType = 'Person',
): CardImage {
  const known = CARD_SKIN_CODES.find((code) => code === skinCode);
  if (known) return SKIN_IMAGES[known];
  return customerType === 'Company' ? 'card-business' : 'card-consumer';
}

export const CARD_LIMIT_FIELDS = [
  'DailyLimitATM',
  'MonthlyLimitATM',
  'DailyLimitUsage',
  'MonthlyLimitUsage',
] as const;
export type CardLimitField = (typeof CARD_LIMIT_FIELDS)[number];

/** A card's usage limits, in cents. */
export type CardUsageLimits = Record<CardLimitField, Cents>;

/** Slider maxima in whole euros. */
export const CARD_LIMIT_MAXIMA: Readonly<Record<CardLimitField, number>> = {
  DailyLimitATM: 1000,
  MonthlyLimitATM: 2000,
  DailyLimitUsage: 10000,
  MonthlyLimitUsage: 20000,
};

/**
 * The limits the customer may change on this card: none unless the server allows it, and the
 * cash-withdrawal (ATM) limits only on a physical card.
 */
export function editableCardLimits(
  card: Pick<GroupViewCard, 'CardTypeEnum' | 'IsCardUsageLimitsEditingAllowed'>,
): CardLimitField[] {
  if (!card.IsCardUsageLimitsEditingAllowed) return [];
  return card.CardTypeEnum === 'PHYSICAL_CARD'
    ? [...CARD_LIMIT_FIELDS]
    : ['DailyLimitUsage', 'MonthlyLimitUsage'];
}

/** A limit value the sliders can produce: whole cents from 0 up to the field's maximum. */
export function isValidCardLimit(field: CardLimitField, amount: Cents): boolean {
  return (
    Number.isSafeInteger(amount) && amount >= 0 && amount <= eurosToCents(CARD_LIMIT_MAXIMA[field])
  );
}

/** Whether the blocked regions of this card may be changed, by the server's per-card flag. */
export function canEditCardRegions(card: Pick<GroupViewCard, 'IsCardRestrictionsEditingAllowed'>) {
  return card.IsCardRestrictionsEditingAllowed;
}

/** Credit in use on a card: the limit minus the free balance, never below zero. */
export function usedAmount(card: Pick<GroupViewCard, 'Limit' | 'FreeBalance'>): Cents {
  return Math.max(0, card.Limit - card.FreeBalance);
}

/** The amounts a card-list item shows; `used` is null for cards other than credit cards. */
export function cardListAmounts(
  card: Pick<CardListItem, 'CardType' | 'AvailableAmount' | 'UsedAmount'>,
): {
  available: Cents;
  used: Cents | null;
} {
  return {
    available: card.AvailableAmount ?? 0,
    used: card.CardType === CREDIT_CARD ? (card.UsedAmount ?? 0) : null,
  };
}

export const CARD_REGIONS = [
  'africa',
  'europe',
  'oceania',
  'northAmerica',
  'southAmerica',
  'asia',
  'home',
] as const;
export type CardRegion = (typeof CARD_REGIONS)[number];

/**
 * The card's regional restrictions. Spec leaves the sense of the booleans open; as the modal is
 * 'Estetyt käyttöalueet', we read true as "card use blocked in this region".
 */
export type CardRestrictions = Record<CardRegion, boolean>;

/** A pending invitation for a card holder, sent to an e-mail address. */
export interface CardHolderInvitation {
  Id: string;
  /** ISO date-time the invitation was made. */
  InsertTime: string;
  CardLimit: Cents;
}
