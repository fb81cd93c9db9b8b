import type { Texts } from '../fi';

export const svCards: Texts['cards'] = {
  invitation: {
    invalidType: 'Ange en giltig e-postadress',
    removeQuestion: 'Vill du verkligen ta bort inbjudan?',
  },
  validation: {
    oneSettingPerCall:
      'Ändra antingen kortets gränser eller de spärrade användningsområdena åt gången.',
    limitOverCredit: 'Kortets gräns kan vara högst företagets kortkredit {{max, money}}',
    limitRange: 'Välj en gräns mellan 0 och {{max, money}}',
  },
  refusals: {
    notFound: 'Kortet hittades inte.',
    invitationNotFound: 'Inbjudan hittades inte.',
    noCreditAccount: 'Företaget har ingen kortkredit.',
    orderNotMade: 'Kortet har inte gjorts: beställningen väntar på bekräftelse med identifiering.',
    applicationNotFound: 'Kortansökan hittades inte.',
    holderNotFound: 'Välj kortinnehavaren bland företagets användare.',
    noPrepaidAccount: 'Företaget har inget prepaidkortkonto.',
    invitationAccepted: 'Inbjudan har redan godkänts.',
    limitsNotEditable: 'Kortets gränser kan inte ändras i nätbanken.',
    regionsNotEditable: 'Kortets användningsområden kan inte ändras i nätbanken.',
    noCashOnVirtualCard:
      'Med ett virtuellt kort kan man inte ta ut kontanter, så det har inga uttagsgränser.',
    alreadyBlocked: 'Kortet är redan spärrat.',
    alreadyOpen: 'Kortet är redan i bruk.',
    statusFinal: 'Kortet är inte längre i bruk och dess status kan inte ändras.',
    notPrepaid: 'Pengar kan bara föras över till ett kort utan kredit.',
  },
  approval: {
    open: 'Hävning av spärren av kortet {{card}}',
    orderPHYSICAL_CARD:
      'Beställning av ett fysiskt Business Prepaid-kort för innehavaren {{holder}}',
    orderVIRTUAL_CARD:
      'Beställning av ett virtuellt Business Prepaid-kort för innehavaren {{holder}}',
    creditOrderPHYSICAL_CARD:
      'Beställning av ett fysiskt Business Credit-kort för innehavaren {{holder}}, gräns {{limit, money}}',
    creditOrderVIRTUAL_CARD:
      'Beställning av ett virtuellt Business Credit-kort för innehavaren {{holder}}, gräns {{limit, money}}',
  },
  invitationMail: {
    subject: '{{company}} bjuder in dig som innehavare av ett företagskort',
    body: '{{company}} bjuder in dig som innehavare av sitt företagskort. Kortets gräns är {{limit, money}}. Godkänn inbjudan genom att identifiera dig i nätbanken.',
  },
  abuseReport: {
    subject: 'Din anmälan om missbruk av kort har tagits emot',
    body: 'Vi har tagit emot din anmälan om missbruk av kortet {{card}}, och kortet är spärrat. Ditt meddelande: {{message}}',
  },
  decline: {
    cardBlocked: 'Kortet är spärrat.',
    regionBlocked: 'Kortet får inte användas i detta område.',
    noCashOnVirtualCard: 'Med ett virtuellt kort kan man inte ta ut kontanter.',
    dailyLimit: 'Kortets dagsgräns skulle överskridas.',
    monthlyLimit: 'Kortets månadsgräns skulle överskridas.',
    insufficientFunds: 'Kortet har inte tillräcklig täckning.',
  },
};
