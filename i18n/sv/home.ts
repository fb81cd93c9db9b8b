import type { Texts } from '../fi';

export const svHome: Texts['home'] = {
  title: 'Startsida',
  greeting: 'Hej {{name}}!',
  company: 'Företag: {{name}}',
  loansFailed: 'Det gick inte att ladda lånen.',
};
