import type { Texts } from '../fi';

export const enHome: Texts['home'] = {
  title: 'Home',
  greeting: 'Hello {{name}}!',
  company: 'Company: {{name}}',
  loansFailed: 'Loading the loans failed.',
  cardHolder:
    "Your card services are coming to the Cards page. The company's accounts and funds are managed by its main user.",
};
