import type { Texts } from '../fi';

export const enReferral: Texts['referral'] = {
  title: 'Recommend us',
  lead: 'Recommend the bank to a friend or a company and get a bonus for every new customer.',
  open: 'Recommend us',
  loadFailed: 'Your account details could not be loaded.',
  messages: {
    emailSubject: '{{name}} recommends our bank to you',
    email:
      'Hello!\n\n{{name}} recommends our bank to you. Become a customer at {{url}}.\n\nWelcome!',
    emailCompany:
      'Hello!\n\n{{name}} recommends our bank to your company. Open a company account at {{url}}.\n\nWelcome!',
    sms: '{{name}} recommends our bank to you. Become a customer: {{url}}',
    smsCompany: '{{name}} recommends our bank to your company. Open a company account: {{url}}',
  },
  validation: {
    target: 'Choose whether you recommend a person or a company.',
  },
  refusals: {
    noBankAccount:
      'To recommend us you need a bank account with us, to which the bonuses can be paid.',
  },
};
