/** The bank's main menu, loaded with the logged-in layout. */
export const fiMenu = {
  label: 'Päävalikko',
  home: 'Etusivu',
  accounts: 'Tilit',
  loans: 'Lainat',
  companyLoans: 'Yrityslainat',
  cards: 'Kortit',
  ownDetails: 'Omat tiedot',
  company: 'Yritys',
  representative: 'Yhteyshenkilö',
  attachments: 'Liitteet',
  paymentSettings: 'Maksuasetukset',
  logout: 'Kirjaudu ulos',
  openMenu: 'Valikko',
  switchCustomer: 'Vaihda asiakkuutta',
  actingAs: 'Asioit asiakkaana',
} as const;
