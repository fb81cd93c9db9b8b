export { NextInstalmentPanel } from './NextInstalmentPanel';
export type { NextInstalmentPanelProps } from './NextInstalmentPanel';
