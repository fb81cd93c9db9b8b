export { PayeeEntryTabs } from './PayeeEntryTabs';
export type { PayeeEntryTabsProps } from './PayeeEntryTabs';
export type { SavedPayee } from './PayeeList';
