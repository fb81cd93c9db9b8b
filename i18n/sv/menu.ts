import type { Texts } from '../fi';

export const svMenu: Texts['menu'] = {
  label: 'Huvudmeny',
  home: 'Startsida',
  accounts: 'Konton',
  loans: 'Lån',
  companyLoans: 'Företagslån',
  cards: 'Kort',
  ownDetails: 'Mina uppgifter',
  company: 'Företag',
  representative: 'Kontaktperson',
  attachments: 'Bilagor',
  paymentSettings: 'Betalningsinställningar',
  messages: 'Meddelanden',
  unreadMessages_one: '{{count}} oläst',
  unreadMessages_other: '{{count}} olästa',
  logout: 'Logga ut',
  switchCustomer: 'Byt kundskap',
  customerFailed: 'Det gick inte att ladda dina kunduppgifter.',
  notForCardHolders: 'Sidan är inte tillgänglig för dig',
};
