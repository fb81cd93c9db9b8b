import type { Texts } from '../fi';

export const svCustomer: Texts['customer'] = {
  title: 'Mina uppgifter',
  loadFailed: 'Det gick inte att ladda dina uppgifter.',
  name: 'Namn',
  identityCode: 'Personbeteckning',
  businessId: 'FO-nummer',
  email: 'E-post',
  phone: 'Telefon',
  address: 'Adress',
  notGiven: 'Inte angiven',
  securityLimits: 'Säkerhetsgränser',
  instantLimits: 'Gränser för snabbetalningar',
};
