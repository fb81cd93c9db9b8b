export { ACCOUNT_OPENING_HREFS, AccountGroupRibbon } from './AccountGroupRibbon';
export type { AccountGroupRibbonProps } from './AccountGroupRibbon';
