import { z } from 'zod';
import { cardOrderProblems } from '../domain/cards/cardOrder';
import { CARD_KINDS } from '../domain/cards/cards';
import { code } from '../domain/errors/message';
import { defineCall, type CallGroup } from './call';
import { cardDetails, cardUsageLimits } from './cards';
import { cardConfirmation } from './cardStatus';
import { refineWith } from './refine';
import { entityId, euros, positiveEuros } from './wire';

const group: CallGroup = 'cards';

/** A prepaid business card ordered: virtual or physical, for whom, with which limits. */
export const prepaidCardOrder = z
  .object({
    CardTypeEnum: z.enum(CARD_KINDS, { error: code('errors.validation.invalidChoice') }),
    /** A user of the company: its main user or one of its card holders. */
    HolderUserId: entityId,
    CreditCardUsageLimits: cardUsageLimits,
  })
  .superRefine(refineWith(cardOrderProblems));

/** Orders a prepaid card on the company's prepaid account, made once the order is confirmed. */
export const companyRegisterCard = defineCall({
  group,
  name: 'company-register-card',
  request: prepaidCardOrder,
  response: cardConfirmation,
  policy: {
    summary: 'Prepares a prepaid business card’s order for strong confirmation.',
    access: 'act',
    customerType: 'Company',
    confirmation: 'CardOrder',
  },
});

/*
 * A business credit card: applied for with its limit (at most the company's card credit), and
 * made once the main user confirms the application by strong identification. The application's
 * id is the SessionId to confirm, and the card made from it has the same id.
 */
export const companyCardApplicationLimit = defineCall({
  group,
  name: 'company-card-application-limit',
  request: prepaidCardOrder.safeExtend({ Limit: positiveEuros }),
  response: cardConfirmation,
  policy: {
    summary: 'Applies for a business credit card with its limit, for strong confirmation.',
    access: 'act',
    customerType: 'Company',
    confirmation: 'CardOrder',
  },
});

export const companyCardApplicationLimitConfirm = defineCall({
  group,
  name: 'company-card-application-limit-confirm',
  request: z.object({ ApplicationId: entityId }),
  response: cardDetails,
  policy: {
    summary: 'The business credit card made from a confirmed application.',
    access: 'act',
    customerType: 'Company',
    changes: ['cards'],
  },
});

/** An application as it stands: waiting for confirmation, made into a card, or not confirmed. */
export const cardApplication = z.object({
  ApplicationId: z.uuid(),
  Status: z.enum(['Pending', 'Made', 'NotConfirmed']),
  CardTypeEnum: z.enum(CARD_KINDS),
  CardCreditType: z.enum(['CreditCard', 'PrepaidCard']),
  HolderName: z.string(),
  Limit: euros,
  CreditCardUsageLimits: cardUsageLimits,
});

export const getCompanyCardApplicationDetails = defineCall({
  group,
  name: 'get-company-card-application-details',
  request: z.object({ ApplicationId: entityId }),
  response: cardApplication,
  policy: {
    summary: 'A business card application or order: what was asked, and how it stands.',
    access: 'view',
    customerType: 'Company',
    reads: ['cards'],
  },
});
