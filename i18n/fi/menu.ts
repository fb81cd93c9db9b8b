/** The logged-in layout: the main menu, the customer switch, and what the frame itself says. */
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
  securityLimits: 'Turvarajat',
  logout: 'Kirjaudu ulos',
  switchCustomer: 'Vaihda asiakkuutta',
  customerFailed: 'Asiakastietojesi lataaminen epäonnistui.',
  notForCardHolders: 'Sivu ei ole käytettävissäsi',
} as const;
