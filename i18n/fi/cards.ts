/** Payment cards and card-holder invitations. The card widgets' own labels are in `kit`. */
export const fiCards = {
  overview: {
    loadFailed: 'Korttien lataaminen epäonnistui',
    orderCreditCard: 'Tilaa luotollinen yrityskortti',
    orderPrepaidCard: 'Tilaa yrityskortti ilman luottoa',
    holders: 'Kortinhaltijat',
  },
  details: {
    title: 'Kortti',
    allCards: 'Kaikki kortit',
    notFound: 'Korttia ei löytynyt',
    notFoundText: 'Valitse kortti korttiesi listalta.',
    holder: 'Kortinhaltija',
    number: 'Kortin numero',
    kind: 'Kortin tyyppi',
    status: 'Tila',
    company: 'Yritys',
    limit: 'Luottoraja',
    available: 'Käytettävissä',
    used: 'Käytetty',
    accountNumber: 'Tilinumero',
    paymentReference: 'Viitenumero',
    prepaidTransfer: 'Siirrä rahaa kortille tai kortilta',
  },
  group: {
    title: 'Korttitili',
    cards: 'Tilin kortit',
    notFound: 'Korttitiliä ei löytynyt',
  },
  settings: {
    title: 'Kortin asetukset',
    limitsSaved: 'Kortin rajat on tallennettu.',
    regionsSaved: 'Estetyt käyttöalueet on tallennettu.',
    saveFailed: 'Asetusten tallentaminen epäonnistui',
  },
  status: {
    title: 'Kortin estäminen',
    block: 'Estä kortti',
    unblock: 'Poista kortin esto',
    blockQuestion: 'Estetäänkö kortti {{card}}?',
    blockText:
      'Kortilla ei voi maksaa eikä nostaa rahaa, ennen kuin esto poistetaan. Eston poistaminen vahvistetaan tunnistautumalla.',
    blocked: 'Kortti on estetty.',
    unblocked: 'Kortin esto on poistettu.',
    reportAbuse: 'Ilmoita väärinkäytöstä',
    reportQuestion: 'Ilmoitetaanko kortin {{card}} väärinkäytöstä?',
    reportText: 'Kortti estetään heti, ja ilmoituksesi lähtee pankille.',
    reportMessage: 'Mitä tapahtui? (vapaaehtoinen)',
    reported: 'Ilmoitus on lähetetty, ja kortti on estetty.',
    failed: 'Kortin tilan muuttaminen epäonnistui',
    cancelled: 'Tunnistautuminen keskeytyi, eikä kortin estoa poistettu.',
    cardHolderUnblock:
      'Kortin eston voi poistaa vain yrityksesi pääkäyttäjä. Ota yhteyttä työnantajaasi.',
  },
  transactions: {
    title: 'Tapahtumat',
    loadFailed: 'Tapahtumien lataaminen epäonnistui',
    empty: 'Ei tapahtumia viimeisen 12 kuukauden ajalta.',
  },
  invitation: {
    // The spec's message key 'invalidType': a missing or malformed address.
    invalidType: 'Syötä kelvollinen sähköpostiosoite',
    removeQuestion: 'Haluatko varmasti poistaa kutsun?',
  },
  validation: {
    oneSettingPerCall: 'Muuta kerralla joko kortin rajoja tai estettyjä käyttöalueita.',
    limitOverCredit: 'Kortin raja voi olla enintään yrityksen korttiluotto {{max, money}}',
    limitRange: 'Valitse raja väliltä 0–{{max, money}}',
  },
  // The bank's refusals: the spec leaves their texts open.
  refusals: {
    notFound: 'Korttia ei löytynyt.',
    invitationNotFound: 'Kutsua ei löytynyt.',
    noCreditAccount: 'Yrityksellä ei ole korttiluottoa.',
    orderNotMade: 'Korttia ei ole tehty: tilaus odottaa vahvistusta tunnistautumalla.',
    applicationNotFound: 'Korttihakemusta ei löytynyt.',
    holderNotFound: 'Valitse kortinhaltija yrityksen käyttäjistä.',
    noPrepaidAccount: 'Yrityksellä ei ole prepaid-korttitiliä.',
    invitationAccepted: 'Kutsu on jo hyväksytty.',
    limitsNotEditable: 'Tämän kortin rajoja ei voi muuttaa verkkopankissa.',
    regionsNotEditable: 'Tämän kortin käyttöalueita ei voi muuttaa verkkopankissa.',
    noCashOnVirtualCard:
      'Virtuaalikortilla ei voi nostaa käteistä, joten sillä ei ole nostorajoja.',
    alreadyBlocked: 'Kortti on jo estetty.',
    alreadyOpen: 'Kortti on jo käytössä.',
    statusFinal: 'Kortti ei ole enää käytössä, eikä sen tilaa voi muuttaa.',
    notPrepaid: 'Rahaa voi siirtää vain kortille ilman luottoa.',
  },
  // What the customer approves on the identification page.
  approval: {
    open: 'Kortin {{card}} eston poistaminen',
    orderPHYSICAL_CARD: 'Fyysisen Business Prepaid -kortin tilaaminen haltijalle {{holder}}',
    orderVIRTUAL_CARD: 'Virtuaalisen Business Prepaid -kortin tilaaminen haltijalle {{holder}}',
    creditOrderPHYSICAL_CARD:
      'Fyysisen Business Credit -kortin tilaaminen haltijalle {{holder}}, raja {{limit, money}}',
    creditOrderVIRTUAL_CARD:
      'Virtuaalisen Business Credit -kortin tilaaminen haltijalle {{holder}}, raja {{limit, money}}',
  },
  invitationMail: {
    subject: '{{company}} kutsuu sinut yrityskortin haltijaksi',
    body: '{{company}} kutsuu sinut yrityskorttinsa haltijaksi. Kortin raja on {{limit, money}}. Hyväksy kutsu tunnistautumalla verkkopankkiin.',
  },
  abuseReport: {
    subject: 'Ilmoitus kortin väärinkäytöstä vastaanotettu',
    body: 'Olemme vastaanottaneet ilmoituksesi kortin {{card}} väärinkäytöstä, ja kortti on estetty. Viestisi: {{message}}',
  },
  // Why the sandbox's card authorisation declined.
  decline: {
    cardBlocked: 'Kortti on estetty.',
    regionBlocked: 'Kortin käyttö on estetty tällä alueella.',
    noCashOnVirtualCard: 'Virtuaalikortilla ei voi nostaa käteistä.',
    dailyLimit: 'Kortin päiväraja ylittyisi.',
    monthlyLimit: 'Kortin kuukausiraja ylittyisi.',
    insufficientFunds: 'Kortilla ei ole riittävästi katetta.',
  },
} as const;
