import type { Texts } from '../fi';

export const enHome: Texts['home'] = {
  title: 'Home',
  greeting: 'Hello {{name}}!',
  company: 'Company: {{name}}',
  loansFailed: 'Loading the loans failed.',
};
