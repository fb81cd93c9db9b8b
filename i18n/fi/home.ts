export const fiHome = {
  title: 'Etusivu',
  greeting: 'Hei {{name}}!',
  company: 'Yritys: {{name}}',
  loansFailed: 'Lainatietojen lataaminen epäonnistui.',
} as const;
