import { z } from 'zod';
import {
  CARD_KINDS,
  CARD_LIMIT_FIELDS,
  CARD_REGIONS,
  CARD_STATUSES,
  type CardListItem,
  type GroupViewCard,
} from '../domain/cards/cards';
import { settingsRequestProblems, usageLimitRangeProblems } from '../domain/cards/cardSettings';
import { transaction } from './bankAccounts';
import { defineCall, type CallGroup } from './call';
import { refineWith } from './refine';
import { entityId, euros, noPayload, statementRangeProblems, calendarDate } from './wire';

const group: CallGroup = 'cards';

/*
 * Who sees cards: the reads of the company's cards are open to its card holders too, who see
 * their own cards only (the bank answers as if the company had no others); the consumer's calls
 * are a person's own. Changing a card is acting for its customer: a card holder is refused and
 * told to ask the company's main user.
 */

/** A card in the consumer's card list (the spec's list item). */
export const cardListItem = z.object({
  CardId: z.uuid(),
  CardHolderName: z.string(),
  CardType: z.string(),
  AvailableAmount: euros,
  UsedAmount: euros,
  Name: z.string(),
  cardSkinCode: z.string().nullable(),
}) satisfies z.ZodType<CardListItem, unknown>;

/** A card as the overview and the card-group view show it. */
export const groupViewCard = z.object({
  CardId: z.uuid(),
  AccountId: z.uuid(),
  CardTypeEnum: z.enum(CARD_KINDS),
  MaskedCardNumber: z.string(),
  CardProductName: z.string(),
  CardOwnerCompanyName: z.string().nullable(),
  CompanyId: z.uuid().nullable(),
  SkinCodeEnum: z.string().nullable(),
  CardCreditType: z.string(),
  CardOperatorStatusCode: z.enum(CARD_STATUSES),
  Limit: euros,
  FreeBalance: euros,
  IsCardUsageLimitsEditingAllowed: z.boolean(),
  IsCardRestrictionsEditingAllowed: z.boolean(),
}) satisfies z.ZodType<GroupViewCard, unknown>;

/** 'Estetyt käyttöalueet': true where the card's use is blocked. */
export const cardRestrictions = z.record(z.enum(CARD_REGIONS), z.boolean());
/** 'Kortin rajat' as the bank keeps them. */
export const cardUsageLimits = z.record(z.enum(CARD_LIMIT_FIELDS), euros);

/** One card with what its detail page and its two modals show. */
export const cardDetails = groupViewCard.extend({
  CardHolderName: z.string(),
  CreditCardUsageLimits: cardUsageLimits,
  CreditCardRestrictions: cardRestrictions,
  /** The card account's number (company cards show it, with the payment reference). */
  AccountNumber: z.string().nullable(),
  PaymentReference: z.string().nullable(),
});

const cardId = entityId;

export const list = defineCall({
  group,
  name: 'list',
  request: noPayload,
  response: z.array(cardListItem),
  policy: {
    summary: 'The person’s cards with their available and used amounts.',
    access: 'view',
    customerType: 'Person',
    reads: ['cards'],
  },
});

// Spec names the call only; we read 'credit' as the person's credit cards with their settings,
// the card-group view the consumer's detail page and modals need.
export const credit = defineCall({
  group,
  name: 'credit',
  request: noPayload,
  response: z.array(cardDetails),
  policy: {
    summary: 'The person’s cards with their credit, limits and blocked regions.',
    access: 'view',
    customerType: 'Person',
    reads: ['cards'],
  },
});

export const listCompany = defineCall({
  group,
  name: 'list-company',
  request: noPayload,
  response: z.array(groupViewCard),
  policy: {
    summary: 'The company’s cards (a card holder’s own), grouped by account, by masked number.',
    access: 'session',
    customerType: 'Company',
    reads: ['cards'],
  },
});

export const companyCardDetails = defineCall({
  group,
  name: 'company-card-details2',
  request: z.object({ cardId }),
  response: cardDetails,
  policy: {
    summary: 'One company card with its limits, blocked regions, account and payment reference.',
    access: 'session',
    customerType: 'Company',
    reads: ['cards'],
  },
});

/** The postings of a card's account; `cardId` narrows them to one card's. */
export const cardAccountTransactions = defineCall({
  group,
  name: 'card-account-transactions',
  request: z
    .object({
      accountId: entityId,
      cardId: cardId.optional(),
      start: calendarDate,
      end: calendarDate,
    })
    .superRefine(refineWith(statementRangeProblems)),
  response: z.array(transaction),
  policy: {
    summary: 'A card account’s transactions between two dates (a card holder’s own card’s).',
    access: 'session',
    reads: ['cards', 'transactions'],
  },
});

/** 'Kortin rajat' as the customer sets them: each from 0 to its slider's maximum. */
export const usageLimitsRequest = cardUsageLimits.superRefine(refineWith(usageLimitRangeProblems));

/** The spec's update payload: the card and one of its two settings. */
export const cardSettingsUpdate = z
  .object({
    cardId,
    requestObject: z
      .object({
        CreditCardRestrictions: cardRestrictions.optional(),
        CreditCardUsageLimits: usageLimitsRequest.optional(),
      })
      .strict(),
  })
  .superRefine(refineWith(({ requestObject }) => settingsRequestProblems(requestObject)));

// The catalogue spells these two calls 'restictions'; the paths keep its spelling.
export const consumerCardSettings = defineCall({
  group,
  name: 'consumer-card-update-usage-and-restictions',
  request: cardSettingsUpdate,
  response: cardDetails,
  policy: {
    summary: 'Changes a person’s card limits or blocked regions (one of the two per call).',
    access: 'act',
    customerType: 'Person',
    changes: ['cards'],
  },
});

export const companyCardSettings = defineCall({
  group,
  name: 'company-card-update-usage-and-restictions',
  request: cardSettingsUpdate,
  response: cardDetails,
  policy: {
    summary: 'Changes a company card’s limits or blocked regions (one of the two per call).',
    access: 'act',
    customerType: 'Company',
    changes: ['cards'],
  },
});
