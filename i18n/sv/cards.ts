import type { Texts } from '../fi';

export const svCards: Texts['cards'] = {
  overview: {
    loadFailed: 'Korten kunde inte laddas',
    orderCreditCard: 'Beställ ett företagskort med kredit',
    orderPrepaidCard: 'Beställ ett företagskort utan kredit',
    holders: 'Kortinnehavare',
  },
  details: {
    title: 'Kort',
    allCards: 'Alla kort',
    notFound: 'Kortet hittades inte',
    notFoundText: 'Välj ett kort i listan över dina kort.',
    holder: 'Kortinnehavare',
    number: 'Kortnummer',
    kind: 'Korttyp',
    status: 'Status',
    company: 'Företag',
    limit: 'Kreditgräns',
    available: 'Tillgängligt',
    used: 'Använt',
    accountNumber: 'Kontonummer',
    paymentReference: 'Referensnummer',
    prepaidTransfer: 'Flytta pengar till eller från kortet',
  },
  group: {
    title: 'Kortkonto',
    cards: 'Kontots kort',
    notFound: 'Kortkontot hittades inte',
  },
  settings: {
    title: 'Kortets inställningar',
    limitsSaved: 'Kortets gränser har sparats.',
    regionsSaved: 'De spärrade användningsområdena har sparats.',
    saveFailed: 'Inställningarna kunde inte sparas',
  },
  status: {
    title: 'Spärrning av kortet',
    block: 'Spärra kortet',
    unblock: 'Häv spärren av kortet',
    blockQuestion: 'Spärra kortet {{card}}?',
    blockText:
      'Med kortet kan man inte betala eller ta ut pengar förrän spärren hävs. Att häva spärren bekräftas med identifiering.',
    blocked: 'Kortet har spärrats.',
    unblocked: 'Spärren av kortet har hävts.',
    reportAbuse: 'Anmäl missbruk',
    reportQuestion: 'Anmäla missbruk av kortet {{card}}?',
    reportText: 'Kortet spärras genast, och din anmälan skickas till banken.',
    reportMessage: 'Vad hände? (frivilligt)',
    reported: 'Anmälan har skickats, och kortet har spärrats.',
    failed: 'Kortets status kunde inte ändras',
    cancelled: 'Identifieringen avbröts, och spärren av kortet hävdes inte.',
    cardHolderUnblock:
      'Endast ditt företags huvudanvändare kan häva spärren av kortet. Kontakta din arbetsgivare.',
  },
  transactions: {
    title: 'Händelser',
    loadFailed: 'Händelserna kunde inte laddas',
    empty: 'Inga händelser under de senaste 12 månaderna.',
  },
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
