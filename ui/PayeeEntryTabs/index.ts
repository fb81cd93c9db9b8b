export { PayeeEntryTabs } from './PayeeEntryTabs';
export type { PayeeEntryTabsProps } from './PayeeEntryTabs';
export type { PayeeField } from './PayeeFields';
export type { SavedPayee } from './PayeeList';
