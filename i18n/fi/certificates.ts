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
  fileName: {
    balance: 'saldo-ja-korkotodistus.pdf',
    deposit: 'talletustodistus.pdf',
  },
  validation: {
    futureDate: 'Valitse tämä päivä tai aiempi päivä',
  },
} as const;
