import type { BankAccount } from '../../../api/bank';
import { isReferralAvailable } from '../../../domain/accounts/accounts';
import { ReferralDialog } from '../../../ui/ReferralDialog';
import { useRecommendationSending, useRecommendationTemplates } from './api';

/**
 * The kit's referral dialog, open, wired to the bank: the messages load as it opens. Whether the
 * customer has a bank account for the bonuses comes from their accounts; without one the dialog
 * says so and keeps 'Suosittele' disabled (spec).
 */
export function OpenReferral({
  accounts,
  onClose,
}: {
  accounts: readonly BankAccount[];
  onClose: () => void;
}) {
  const templates = useRecommendationTemplates();
  const { sendEmail, sendSms } = useRecommendationSending();
  return (
    <ReferralDialog
      open
      onClose={onClose}
      hasBankAccount={isReferralAvailable(accounts)}
      templates={templates.data}
      onSendEmail={sendEmail}
      onSendSms={sendSms}
    />
  );
}
