import type { Texts } from '../../i18n';

export interface NavItem {
  to: string;
  label: keyof Texts['menu'];
}

/** The menus of each customer type (spec: companies see company menus). */
export const NAVIGATION: Record<'Person' | 'Company', readonly NavItem[]> = {
  Person: [
    { to: '/bank/home', label: 'home' },
    { to: '/bank/accounts', label: 'accounts' },
    { to: '/bank/loans', label: 'loans' },
    { to: '/bank/cards', label: 'cards' },
    { to: '/bank/customer', label: 'ownDetails' },
  ],
  Company: [
    { to: '/bank/home', label: 'home' },
    { to: '/bank/accounts', label: 'accounts' },
    { to: '/bank/company/loans', label: 'companyLoans' },
    { to: '/bank/cards', label: 'cards' },
    { to: '/bank/company', label: 'company' },
    { to: '/bank/company/representative', label: 'representative' },
    { to: '/bank/company/attachments', label: 'attachments' },
    { to: '/bank/company/all-payments-settings', label: 'paymentSettings' },
  ],
};
