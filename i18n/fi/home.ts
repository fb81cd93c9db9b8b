export const fiHome = {
  title: 'Etusivu',
  greeting: 'Hei {{name}}!',
  company: 'Yritys: {{name}}',
  loansFailed: 'Lainatietojen lataaminen epäonnistui.',
  cardHolder:
    'Korttisi palvelut tulevat Kortit-sivulle. Yrityksen tilejä ja varoja hoitaa sen pääkäyttäjä.',
} as const;
