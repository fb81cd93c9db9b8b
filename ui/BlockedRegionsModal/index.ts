export { BlockedRegionsModal } from './BlockedRegionsModal';
export type { BlockedRegionsModalProps } from './BlockedRegionsModal';
