import type { Texts } from '../../i18n';
import { mayView, type Customer } from './customerView';

/** The menu's words for a destination (its plural texts are a badge's, not a label). */
type MenuLabel = Exclude<keyof Texts['menu'], `${string}_${'one' | 'other'}`>;

export interface NavItem {
  to: string;
  label: MenuLabel;
  /** The item counts the bank's unread messages beside its label. */
  countsUnread?: true;
}

type Menu = 'Person' | 'Company' | 'CardHolder';

/**
 * The menus: companies see company menus (spec); a company's card holder only what the bank
 * lets them use: the home page and their card.
 */
const NAVIGATION: Record<Menu, readonly NavItem[]> = {
  Person: [
    { to: '/bank/home', label: 'home' },
    { to: '/bank/accounts', label: 'accounts' },
    { to: '/bank/loans', label: 'loans' },
    { to: '/bank/cards', label: 'cards' },
    { to: '/bank/reports', label: 'statements' },
    { to: '/bank/customer/messages', label: 'messages', countsUnread: true },
    { to: '/bank/customer', label: 'ownDetails' },
    { to: '/bank/customer/all-payments-settings', label: 'securityLimits' },
    { to: '/bank/referral', label: 'referral' },
    { to: '/bank/customer/consents', label: 'consents' },
  ],
  Company: [
    { to: '/bank/home', label: 'home' },
    { to: '/bank/accounts', label: 'accounts' },
    { to: '/bank/company/loans', label: 'companyLoans' },
    { to: '/bank/cards', label: 'cards' },
    { to: '/bank/reports', label: 'statements' },
    { to: '/bank/company/messages', label: 'messages', countsUnread: true },
    { to: '/bank/company', label: 'company' },
    { to: '/bank/company/representative', label: 'representative' },
    { to: '/bank/company/attachments', label: 'attachments' },
    { to: '/bank/company/all-payments-settings', label: 'paymentSettings' },
    { to: '/bank/company/purchase-rights', label: 'purchaseRights' },
    { to: '/bank/company/invoice-funding', label: 'invoiceFunding' },
  ],
  CardHolder: [
    { to: '/bank/home', label: 'home' },
    { to: '/bank/cards', label: 'cards' },
  ],
};

/** A broker's own page: in their person's menu only, for the bank registers the person. */
const BROKER_ITEM: NavItem = { to: '/bank/broker', label: 'broker' };

/** Who the menu is for: the customer, the person's role for them, and whether a broker. */
export type MenuCustomer = Pick<Customer, 'customerType' | 'Role' | 'IsBroker'>;

/** The main menu of the logged-in customer. */
export function menuOf(customer: MenuCustomer): readonly NavItem[] {
  const menu = mayView(customer) ? customer.customerType : 'CardHolder';
  const items = NAVIGATION[menu];
  return menu === 'Person' && customer.IsBroker ? [...items, BROKER_ITEM] : items;
}
