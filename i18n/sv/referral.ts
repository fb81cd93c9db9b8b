import type { Texts } from '../fi';

export const svReferral: Texts['referral'] = {
  title: 'Rekommendera oss',
  lead: 'Rekommendera banken till en vän eller ett företag och få en belöning för varje ny kund.',
  open: 'Rekommendera oss',
  loadFailed: 'Det gick inte att hämta dina kontouppgifter.',
  messages: {
    emailSubject: '{{name}} rekommenderar vår bank till dig',
    email: 'Hej!\n\n{{name}} rekommenderar vår bank till dig. Bli kund på {{url}}.\n\nVälkommen!',
    emailCompany:
      'Hej!\n\n{{name}} rekommenderar vår bank till ert företag. Öppna ett företagskonto på {{url}}.\n\nVälkommen!',
    sms: '{{name}} rekommenderar vår bank till dig. Bli kund: {{url}}',
    smsCompany:
      '{{name}} rekommenderar vår bank till ert företag. Öppna ett företagskonto: {{url}}',
  },
  validation: {
    target: 'Välj om du rekommenderar en person eller ett företag.',
  },
  refusals: {
    noBankAccount:
      'För att rekommendera behöver du ett bankkonto hos oss som belöningarna kan betalas till.',
  },
};
