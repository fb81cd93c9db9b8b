import type { Texts } from '../fi';

export const enMenu: Texts['menu'] = {
  label: 'Main menu',
  home: 'Home',
  accounts: 'Accounts',
  loans: 'Loans',
  companyLoans: 'Company loans',
  cards: 'Cards',
  ownDetails: 'My details',
  company: 'Company',
  representative: 'Contact person',
  attachments: 'Attachments',
  paymentSettings: 'Payment settings',
  logout: 'Log out',
  openMenu: 'Menu',
  switchCustomer: 'Switch customer',
  actingAs: 'Acting as',
};
