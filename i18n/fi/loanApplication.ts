/** The consumer loan application of the landing page: the server's words for it. */
export const fiLoanApplication = {
  loanName: 'Kulutusluotto',
  /** What the signature's identification page shows. */
  approval:
    'Lainasopimus {{amount, money}}, laina-aika {{months}} kk, kuukausierä {{instalment, money}}',
  // Spec leaves the texts open; worded as a Finnish lender words its decisions.
  reasons: {
    age: 'Lainaa voi hakea 18–75-vuotias.',
    identity: 'Henkilötunnustasi ei voitu tarkistaa.',
    kyc: 'Lainaa voi hakea vain itselleen.',
    income: 'Tulosi ja menosi eivät riitä haettuun kuukausierään.',
    verification: 'Tarkistamme tietosi ennen lainapäätöstä ja olemme sinuun yhteydessä.',
  },
  validation: {
    amount: 'Valitse summa väliltä {{min, number}}–{{max, number}} €',
    months: 'Valitse laina-aika kuukausina',
    postalCode: 'Postinumerossa on viisi numeroa',
    purpose: 'Valitse lainan käyttötarkoitus',
    answer: 'Vastaa kysymykseen',
  },
  errors: {
    notFound: 'Lainahakemusta ei löytynyt',
    status: 'Hakemuksen tila ei salli tätä',
    formIncomplete: 'Täytä hakemuksen tiedot ennen lainapäätöstä',
    notSigned: 'Lainasopimusta ei ole vielä allekirjoitettu',
  },
} as const;
