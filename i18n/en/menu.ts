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
  messages: 'Messages',
  unreadMessages_one: '{{count}} unread',
  unreadMessages_other: '{{count}} unread',
  logout: 'Log out',
  switchCustomer: 'Switch customer',
  customerFailed: 'Loading your customer details failed.',
  notForCardHolders: 'This page is not available to you',
};
