import type { Texts } from '../fi';

export const enCompany: Texts['company'] = {
  title: 'Company details',
  loadFailed: 'The company’s details could not be loaded.',
  name: 'Name',
  businessId: 'Business ID',
  address: 'Address',
  email: 'E-mail',
  phone: 'Phone',
  notGiven: 'Not given',
  viewOnly:
    'You only have viewing rights to online banking, so you cannot change the company’s details.',
  contact: {
    heading: 'Contact details',
    lead: 'Keep the company’s contact details up to date. A change takes effect at once.',
    streetAddress: 'Street address',
    postalCode: 'Postal code',
    city: 'City',
    email: 'E-mail',
    phone: 'Phone number',
    save: 'Save contact details',
    saved: 'The contact details have been updated.',
  },
  request: {
    heading: 'Other changes',
    lead: 'The bank changes the company’s name, business ID and representatives. Tell us what needs changing and we will contact you.',
    subject: 'What the change concerns',
    subjects: {
      Name: 'Company name',
      BusinessId: 'Business ID',
      Representatives: 'Company representatives',
      Other: 'Something else',
    },
    message: 'Message to the bank',
    send: 'Send request',
    sent: 'The request has been sent to the bank. We will contact you.',
  },
  validation: {
    postalCode: 'A postal code has five digits',
    subject: 'Choose what the change concerns',
  },
};
