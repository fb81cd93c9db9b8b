export { ReferralDialog } from './ReferralDialog';
export type { ReferralDialogProps } from './ReferralDialog';
export type { ReferralTemplates } from './SendRecommendationForm';
