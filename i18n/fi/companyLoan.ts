/**
 * A company's loan application and its signing (`/landing/company-loan-application`). The spec
 * gives none of these texts beyond the loan types; they are ours.
 */
export const fiCompanyLoan = {
  title: 'Yrityslainahakemus',
  lead: 'Laske yrityksesi lainan kuukausierä ja hae lainaa. Hakemuksen allekirjoittavat kaikki, joiden allekirjoitus yritystä sitoo.',
  loadFailed: 'Tietojen lataaminen epäonnistui.',
  identify: 'Tunnistaudu',
  identifyLead: 'Hakeaksesi lainaa tunnistaudu yrityksen edustajana.',
  returned: {
    cancel: 'Tunnistautuminen peruttiin.',
    error: 'Tunnistautuminen epäonnistui. Yritä uudelleen.',
  },
  calculator: {
    loanType: 'Lainatyyppi',
    amount: 'Lainan määrä',
    months: 'Laina-aika',
    monthsValue: '{{months}} kk',
    loadFailed: 'Laskurin tietojen lataaminen epäonnistui.',
  },
  offer: {
    instalment: 'Kuukausierä',
    openingFee: 'Avausmaksu',
    interestRate: 'Korko',
    effectiveRate: 'Todellinen vuosikorko',
    total: 'Takaisin maksettava yhteensä',
    percent: '{{value, number(minimumFractionDigits: 2)}} %',
  },
  purposes: {
    Investment: 'Investointi',
    WorkingCapital: 'Käyttöpääoma',
    Refinancing: 'Lainojen yhdistäminen',
    Other: 'Muu tarkoitus',
  },
  apply: {
    title: 'Hakemuksen tiedot',
    company: 'Yritys',
    choose: 'Valitse',
    purpose: 'Käyttötarkoitus',
    email: 'Yrityksen sähköposti',
    phone: 'Yrityksen puhelinnumero',
    submit: 'Lähetä hakemus',
    noCompanies: 'Et edusta yhtään pankin asiakasyritystä, jonka puolesta voisit allekirjoittaa.',
  },
  decision: {
    Draft: 'Hakemus on kesken.',
    WaitingForCustomer: 'Hakemus odottaa yrityksen vahvistusta.',
    WaitingForSignatures: 'Laina on myönnetty',
    ManualHandling: 'Hakemus on pankin käsittelyssä',
    Rejected: 'Lainaa ei voitu myöntää',
    PaidOut: 'Laina on maksettu',
    signLead:
      'Lähetä allekirjoituslinkki kaikille, joiden allekirjoitus yritystä sitoo. Laina maksetaan, kun viimeinen allekirjoitus on annettu.',
    toSigning: 'Siirry allekirjoittamaan',
  },
  signing: {
    title: 'Yrityslainan allekirjoitus',
    identifyLead: 'Tunnistaudu allekirjoittaaksesi yrityksen lainahakemuksen.',
    youHaveSigned:
      'Olet allekirjoittanut hakemuksen. Laina maksetaan, kun muut tarvittavat allekirjoitukset on annettu.',
    paidOut: 'Kaikki allekirjoitukset on annettu ja laina on maksettu yrityksen tilille.',
    toLoans: 'Yrityksen lainat',
  },
  summary: {
    company: 'Yritys',
    loanType: 'Lainatyyppi',
    amount: 'Lainan määrä',
    months: 'Laina-aika',
  },
  signatories: {
    title: 'Allekirjoittajat',
    signed: 'Allekirjoittanut',
    awaited: 'Odottaa allekirjoitusta',
  },
  owners: {
    title: 'Tosiasialliset edunsaajat',
    lead: 'Jokainen tosiasiallinen edunsaaja (omistus yli 25 %) vahvistaa hakemuksen itse omalla tunnistautumisellaan.',
    owner: '{{name}}, {{percent, number}} %',
    confirm: 'Vahvista edunsaajana',
    confirmed: 'Vahvistanut',
    awaited: 'Odottaa vahvistusta',
  },
  sign: {
    title: 'Allekirjoita',
    lead: 'Allekirjoitat hakemuksen yrityksen puolesta vahvalla tunnistautumisella.',
    terms: 'Hyväksyn lainan ehdot yrityksen puolesta',
    submit: 'Allekirjoita tunnistautumalla',
  },
  approval:
    'Yrityslaina, {{company}}: {{amount, money}}, laina-aika {{months}} kk, kuukausierä {{instalment, money}}',
  loanNames: { NormalLoan: 'Yrityslaina', FlexLoan: 'Joustolaina' },
  validation: {
    amount: 'Valitse summa väliltä {{min, money(whole: true)}}–{{max, money(whole: true)}}',
    months: 'Valitse laina-aika väliltä {{min}}–{{max}} kk',
    monthsNotNumber: 'Syötä laina-aika kuukausina',
    loanType: 'Valitse lainatyyppi',
    purpose: 'Valitse lainan käyttötarkoitus',
  },
  reasons: {
    companyAge:
      'Yritys on rekisteröity alle vuosi sitten tai lainan enimmäismäärä on rajattu yrityksen iän vuoksi.',
    industry: 'Toimialan hakemukset käsittelee pankin asiantuntija.',
    amount: 'Näin suuren lainan käsittelee pankin asiantuntija.',
  },
  errors: {
    notFound: 'Hakemusta ei löytynyt.',
    noSigningRight: 'Sinulla ei ole kaupparekisterin mukaan nimenkirjoitusoikeutta yritykseen.',
    notCustomer: 'Yritys ei ole vielä pankin asiakas. Avaa yritykselle tili ensin.',
    noCustomer: 'Et ole minkään yrityksen edustaja pankissa.',
    notDraft: 'Hakemus on jo lähetetty.',
    notWaitingForSignatures: 'Hakemus ei odota allekirjoituksia.',
    basicDataMissing: 'Täytä lainan käyttötarkoitus ja yhteystiedot ennen lähettämistä.',
    ownersNotConfirmed: 'Vahvista hakemus edunsaajana ennen allekirjoitusta.',
    notBeneficialOwner: 'Et ole yrityksen tosiasiallinen edunsaaja.',
    alreadyConfirmed: 'Olet jo vahvistanut hakemuksen.',
    alreadySigned: 'Olet jo allekirjoittanut hakemuksen.',
    notSigned: 'Et ole vielä allekirjoittanut hakemusta.',
    noPayoutAccount: 'Yrityksellä ei ole käyttötiliä, jolle laina maksetaan.',
  },
} as const;
