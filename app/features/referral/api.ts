import * as referral from '../../../api/referral';
import type {
  ReferralEmailPayload,
  ReferralSmsPayload,
} from '../../../domain/customer/referralForm';
import { useCall, useCallMutation } from '../../data/calls';

/** The messages a recommendation sends, read when the dialog opens. */
export const useRecommendationTemplates = () => useCall(referral.getRecommendationTemplate, {});

/**
 * Sending a recommendation: the consent the dialog's checkbox gave is recorded first (the bank
 * sends nothing without it), then the message goes by e-mail or SMS.
 */
export function useRecommendationSending() {
  const consent = useCallMutation(referral.recommendationConsent);
  const byEmail = useCallMutation(referral.sendEmailRecommendation);
  const bySms = useCallMutation(referral.sendSmsRecommendation);
  return {
    sendEmail: async (payload: ReferralEmailPayload) => {
      await consent.mutateAsync({ IsConsent: true });
      return byEmail.mutateAsync(payload);
    },
    sendSms: async (payload: ReferralSmsPayload) => {
      await consent.mutateAsync({ IsConsent: true });
      return bySms.mutateAsync(payload);
    },
  };
}
