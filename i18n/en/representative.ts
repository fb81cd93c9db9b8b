import type { Texts } from '../fi';

/** The company's contact person and the persons authorised to act for it. */
export const enRepresentative: Texts['representative'] = {
  title: 'Contact person',
  loadFailed: 'Loading the contact person’s details failed.',
  lead: 'The contact person is whom the bank contacts about the company’s matters.',
  none: 'The company has not named a contact person yet.',
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  change: 'Change the contact person',
  nameNew: 'Name a contact person',
  formHeading: 'Contact person’s details',
  firstName: 'First name',
  lastName: 'Last name',
  save: 'Save the contact person',
  saved: 'Contact person saved.',
  failed: 'Saving the contact person failed',
  cancel: 'Cancel',
  cannotChange: 'The contact person is changed by someone who may act for the company.',
  authorized: {
    heading: 'Authorised persons',
    lead: 'The persons with a right to the company’s web bank, and their rights.',
    loadFailed: 'Loading the authorised persons failed.',
    empty: 'The company has no other authorised persons.',
    roles: {
      MainUser: 'Main user',
      CardHolder: 'Card holder',
      ViewOnly: 'View only',
    },
  },
};
