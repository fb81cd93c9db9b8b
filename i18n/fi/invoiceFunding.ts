/**
 * Invoice funding ('Laskurahoitus', `/bank/company/invoice-funding`). The spec names the calls and
 * the sales lists' filters only: every word here is ours, as a Finnish bank writes them.
 */
export const fiInvoiceFunding = {
  title: 'Laskurahoitus',
  lead: 'Pankki maksaa myyntilaskuistasi ennakon heti ja perii laskut maksajilta, ja maksaa ostolaskusi myyjille, kun maksat ne pankille eräpäivänä.',
  totals: {
    heading: 'Rahoituksen tilanne',
    loadFailed: 'Laskurahoituksen tietojen lataaminen epäonnistui.',
    none: 'Yrityksellä ei ole laskurahoitussopimusta. Voit kysyä laskurahoituksesta lähettämällä pankille viestin.',
    limit: 'Rahoitusraja',
    funded: 'Rahoitettu',
    open: 'Avoinna',
    available: 'Käytettävissä',
    advance: 'Ennakko myyntilaskuista',
    percent: '{{value, number}} %',
  },
  sales: {
    heading: 'Myyntilaskut',
    filter: 'Näytä myyntilaskut',
    loadFailed: 'Myyntilaskujen lataaminen epäonnistui.',
    filters: {
      active: 'Avoimet',
      handling: 'Käsittelyssä',
      paidFilter: 'Maksetut 3 kk',
      paid: 'Kaikki maksetut',
    },
    empty: {
      active: 'Ei avoimia myyntilaskuja.',
      handling: 'Pankilla ei ole käsittelyssä myyntilaskujasi.',
      paidFilter: 'Viimeisen kolmen kuukauden aikana ei ole maksettu myyntilaskujasi.',
      paid: 'Ei maksettuja myyntilaskuja.',
    },
  },
  purchase: {
    heading: 'Ostolaskut',
    loadFailed: 'Ostolaskujen lataaminen epäonnistui.',
    empty: 'Pankki ei ole rahoittanut yrityksen ostolaskuja.',
  },
  invoice: {
    number: 'Lasku {{number}}',
    debtor: 'Maksaja',
    seller: 'Myyjä',
    amount: 'Laskun summa',
    funded: 'Rahoitettu summa',
    open: 'Avoinna',
    dueDate: 'Eräpäivä',
    paidDate: 'Maksettu',
  },
  states: {
    Handling: 'Käsittelyssä',
    Funded: 'Rahoitettu',
    Overdue: 'Erääntynyt',
    Paid: 'Maksettu',
  },
  validation: {
    mainFilter:
      'Valitse myyntilaskujen luettelo: avoimet, käsittelyssä, maksetut 3 kk tai kaikki maksetut.',
  },
  // The bank's words on the company's account statement for the funding's bookings.
  statement: {
    salesAdvance: 'Laskurahoituksen ennakko, myyntilasku {{number}}',
    salesSettlement: 'Laskurahoituksen loppuosa, myyntilasku {{number}}, palkkio vähennetty',
    purchaseRepayment: 'Laskurahoituksen takaisinmaksu palkkioineen, ostolasku {{number}}',
  },
} as const;
