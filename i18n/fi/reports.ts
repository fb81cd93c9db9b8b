/** Account statements (tiliote): the page, the bank's refusals and the documents' own words. */
export const fiReports = {
  title: 'Tiliotteet',
  intro:
    'Valitse tili ja ajanjakso. Tiliote voi kattaa enintään {{months}} kuukautta ja päättyä viimeistään tänään.',
  account: 'Tili',
  chooseAccount: 'Valitse tili',
  start: 'Alkaen',
  end: 'Päättyen',
  format: 'Tiedostomuoto',
  formats: {
    PDF: 'PDF (tulostettava)',
    CSV: 'CSV (taulukkolaskenta)',
  },
  download: 'Lataa tiliote',
  downloaded: 'Tiliote {{fileName}} on ladattu.',
  failed: 'Tiliotteen lataaminen epäonnistui',
  loadFailed: 'Tilejäsi ei voitu hakea.',
  noAccounts: 'Sinulla ei ole tilejä, joista voisi tulostaa tiliotteen.',
  validation: {
    account: 'Valitse tili',
    endBeforeStart: 'Päättymispäivä ei voi olla ennen alkamispäivää.',
    endInFuture: 'Päättymispäivä ei voi olla tulevaisuudessa.',
    tooLong: 'Tiliote voi kattaa enintään {{months}} kuukautta.',
    reportType: 'Tuntematon raportti.',
    format: 'Valitse tiedostomuoto: PDF tai CSV.',
  },
  // The statement itself (PDF and CSV), written in the customer's language.
  document: {
    title: 'Tiliote',
    lead: 'Tilin tapahtumat {{start, date}}–{{end, date}}.',
    owner: 'Tilinomistaja',
    account: 'Tili',
    period: 'Ajanjakso',
    periodValue: '{{start, date}}–{{end, date}}',
    opening: 'Alkusaldo {{day, date}}',
    closing: 'Loppusaldo {{day, date}}',
    noTransactions: 'Ajanjaksolla ei ole tapahtumia.',
    issued:
      'Tulostettu {{day, date}}. Tiliote on laadittu sähköisesti pankin kirjanpidon tiedoista.',
    filename: 'tiliote-{{start}}-{{end}}.{{extension}}',
    columns: {
      date: 'Kirjauspäivä',
      amount: 'Määrä',
      counterparty: 'Saaja/Maksaja',
      type: 'Tapahtuma',
      reference: 'Viite',
      message: 'Viesti',
    },
  },
} as const;
