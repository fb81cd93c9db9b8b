/**
 * A company's loan application and its signing (`/landing/company-loan-application`). The spec
 * gives none of these texts beyond the loan types; they are ours.
 */
export const fiCompanyLoan = {
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
    ownersNotConfirmed: 'Vahvista yrityksen tosiasialliset edunsaajat ennen allekirjoitusta.',
    alreadySigned: 'Olet jo allekirjoittanut hakemuksen.',
    notSigned: 'Et ole vielä allekirjoittanut hakemusta.',
    noPayoutAccount: 'Yrityksellä ei ole käyttötiliä, jolle laina maksetaan.',
  },
} as const;
