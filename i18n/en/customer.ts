import type { Texts } from '../fi';

export const enCustomer: Texts['customer'] = {
  title: 'My details',
  loadFailed: 'Loading your details failed.',
  name: 'Name',
  identityCode: 'Personal identity code',
  businessId: 'Business ID',
  email: 'E-mail',
  phone: 'Phone',
  address: 'Address',
  notGiven: 'Not given',
  securityLimits: 'Security limits',
  instantLimits: 'Instant payment limits',
};
