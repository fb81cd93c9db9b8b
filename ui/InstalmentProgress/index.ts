export { InstalmentProgress } from './InstalmentProgress';
export type { InstalmentProgressProps } from './InstalmentProgress';
