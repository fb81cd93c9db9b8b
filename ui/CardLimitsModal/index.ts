export { CardLimitsModal } from './CardLimitsModal';
export type { CardLimitsModalProps, CardLimitsViewerRole } from './CardLimitsModal';
