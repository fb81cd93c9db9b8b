import { z } from 'zod';
import { cardOrderProblems } from '../domain/cards/cardOrder';
import { CARD_KINDS } from '../domain/cards/cards';
import { code } from '../domain/errors/message';
import { defineCall, type CallGroup } from './call';
import { cardUsageLimits } from './cards';
import { cardConfirmation } from './cardStatus';
import { refineWith } from './refine';
import { entityId } from './wire';

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
