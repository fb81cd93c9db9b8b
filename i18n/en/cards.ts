import type { Texts } from '../fi';

export const enCards: Texts['cards'] = {
  invitation: {
    invalidType: 'Enter a valid email address',
    removeQuestion: 'Do you really want to remove the invitation?',
  },
  validation: {
    oneSettingPerCall: 'Change either the card’s limits or its blocked regions at a time.',
    limitOverCredit: 'The card’s limit can be at most the company’s card credit, {{max, money}}',
    limitRange: 'Choose a limit between 0 and {{max, money}}',
  },
  refusals: {
    notFound: 'The card was not found.',
    invitationNotFound: 'The invitation was not found.',
    noCreditAccount: 'The company has no card credit.',
    orderNotMade: 'The card has not been made: the order waits for confirmation by identification.',
    applicationNotFound: 'The card application was not found.',
    holderNotFound: 'Choose the card holder from the company’s users.',
    noPrepaidAccount: 'The company has no prepaid card account.',
    invitationAccepted: 'The invitation has already been accepted.',
    limitsNotEditable: 'This card’s limits cannot be changed in the online bank.',
    regionsNotEditable: 'This card’s regions cannot be changed in the online bank.',
    noCashOnVirtualCard: 'A virtual card cannot withdraw cash, so it has no withdrawal limits.',
    alreadyBlocked: 'The card is already blocked.',
    alreadyOpen: 'The card is already in use.',
    statusFinal: 'The card is no longer in use and its status cannot be changed.',
    notPrepaid: 'Money can only be moved to a card without credit.',
  },
  approval: {
    open: 'Unblocking card {{card}}',
    orderPHYSICAL_CARD: 'Ordering a physical Business Prepaid card for {{holder}}',
    orderVIRTUAL_CARD: 'Ordering a virtual Business Prepaid card for {{holder}}',
    creditOrderPHYSICAL_CARD:
      'Ordering a physical Business Credit card for {{holder}}, limit {{limit, money}}',
    creditOrderVIRTUAL_CARD:
      'Ordering a virtual Business Credit card for {{holder}}, limit {{limit, money}}',
  },
  invitationMail: {
    subject: '{{company}} invites you to hold a business card',
    body: '{{company}} invites you to hold its business card. The card’s limit is {{limit, money}}. Accept the invitation by identifying yourself in the online bank.',
  },
  abuseReport: {
    subject: 'Your report of card abuse was received',
    body: 'We have received your report of abuse of card {{card}}, and the card is blocked. Your message: {{message}}',
  },
  decline: {
    cardBlocked: 'The card is blocked.',
    regionBlocked: 'The card may not be used in this region.',
    noCashOnVirtualCard: 'A virtual card cannot withdraw cash.',
    dailyLimit: 'The card’s daily limit would be exceeded.',
    monthlyLimit: 'The card’s monthly limit would be exceeded.',
    insufficientFunds: 'The card does not have enough funds.',
  },
};
