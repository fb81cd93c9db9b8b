import type { Texts } from '../fi';

export const enPurchaseRights: Texts['purchaseRights'] = {
  title: 'Authorisations',
  lead: 'An authorised person may act for the company in the online bank. Granting and removing an authorisation is confirmed by identification.',
  loadFailed: 'The authorisations could not be loaded.',
  empty: 'Nobody is authorised.',
  listLabel: 'Authorised people',
  grantedAt: 'Authorised on {{date, date}}',
  remove: 'Remove the authorisation: {{name}}',
  removeQuestion: 'Remove the authorisation of {{name}}?',
  add: {
    heading: 'Grant an authorisation',
    personalId: 'Personal identity code',
    firstName: 'First name',
    lastName: 'Last name',
    submit: 'Grant the authorisation',
  },
  mainUserOnly: 'The company’s main user grants and removes authorisations.',
  returned: {
    ok: 'The authorisations have been updated.',
    error: 'The authorisations could not be changed.',
    cancel: 'The change of the authorisations was cancelled.',
  },
  approval: {
    grant: 'Authorisation to act for {{company}}: {{name}}',
    remove: 'Authorisation for {{company}} removed: {{name}}',
  },
  rules: { personalId: 'Check the personal identity code.' },
  refusals: {
    mainUserOnly: 'The company’s main user grants and removes authorisations.',
    hasRight: 'The person already has a right to act for the company.',
    notFound: 'The authorisation was not found.',
    notConfirmed: 'The change of the authorisation was not confirmed.',
  },
};
