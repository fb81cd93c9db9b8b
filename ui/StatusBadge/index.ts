export { StatusBadge } from './StatusBadge';
export type { StatusBadgeProps, StatusBadgeTone } from './StatusBadge';
