import type { Texts } from '../fi';

export const svHome: Texts['home'] = {
  title: 'Startsida',
  greeting: 'Hej {{name}}!',
  company: 'Företag: {{name}}',
  loansFailed: 'Det gick inte att ladda lånen.',
  cardHolder:
    'Tjänsterna för ditt kort kommer till sidan Kort. Företagets konton och medel sköts av dess huvudanvändare.',
};
