export const fiCertificates = {
  account: 'Tili',
  date: 'Päivä',
  dateHint: 'Todistus näyttää saldon ja kertyneen koron tämän päivän lopussa.',
  download: 'Lataa todistus (PDF)',
  downloaded: 'Todistus on ladattu.',
  failed: 'Todistuksen lataaminen epäonnistui',
  companiesOnly:
    'Todistukset ovat yritysasiakkaiden palvelu. Vaihda yrityksen asiointiin, jos toimit yrityksen puolesta.',
  notEligibleBalance: 'Saldo- ja korkotodistuksen voi tulostaa vain tämän pankin omasta tilistä.',
  notEligibleDeposit:
    'Talletustodistuksen voi tulostaa määräaikaistalletuksesta, jonka saldo on sama kuin talletettu summa.',
  noAccount: 'Valitse ensin tili, jolle todistus tulostetaan.',
  backToAccount: 'Takaisin tilille',
  // The bank's refusals: spec leaves their texts open.
  refusals: {
    companiesOnly: 'Todistukset ovat vain yritysasiakkaille.',
    balanceNotEligible: 'Tästä tilistä ei voi tulostaa saldo- ja korkotodistusta.',
    depositNotEligible:
      'Talletustodistuksen voi tulostaa vain määräaikaistalletuksesta, jonka saldo on talletettu määrä.',
    futureDay: 'Päivä ei voi olla tulevaisuudessa.',
    beforeOpening: 'Tili on avattu vasta {{day, date}}.',
  },
  // The certificates themselves (PDF), written in the customer's language.
  pdf: {
    owner: 'Tilinomistaja',
    businessId: 'Y-tunnus',
    account: 'Tili',
    interestRate: 'Korko',
    rate: '{{rate, number(minimumFractionDigits: 2; maximumFractionDigits: 3)}} % vuodessa',
    footnote:
      'Todistus on laadittu sähköisesti pankin kirjanpidon tiedoista, eikä siinä ole allekirjoitusta.',
    issued: 'Todistus on annettu {{day, date}}. $t(certificates.pdf.footnote)',
    balance: {
      title: 'Saldo- ja korkotodistus',
      lead: 'Todistamme, että alla mainitun tilin saldo ja kertynyt korko olivat {{day, date}} seuraavat.',
      balanceOn: 'Saldo {{day, date}}',
      accruedInterest: 'Kertynyt korko',
      filename: 'saldotodistus-{{day}}.pdf',
    },
    deposit: {
      title: 'Määräaikaistalletustodistus',
      lead: 'Todistamme, että alla mainittu määräaikaistalletus on talletettu pankkiimme seuraavin ehdoin.',
      depositor: 'Tallettaja',
      deposit: 'Talletus',
      amount: 'Talletettu määrä',
      start: 'Alkamispäivä',
      maturity: 'Eräpäivä',
      term: 'Talletusaika',
      months: '{{count}} kk',
      interestAtMaturity: 'Korko eräpäivänä',
      issued:
        'Todistus on annettu {{day, date}}. Korko maksetaan eräpäivänä. $t(certificates.pdf.footnote)',
      filename: 'talletustodistus-{{day}}.pdf',
    },
  },
} as const;
