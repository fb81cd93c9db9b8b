import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankAccount } from '../../../api/bank';
import { isReferralAvailable } from '../../../domain/accounts/accounts';
import { Button } from '../../../ui/Button';
import { ReferralDialog } from '../../../ui/ReferralDialog';
import { useRecommendationSending, useRecommendationTemplates } from './api';

/**
 * 'Suosittele meitä', which opens the kit's referral dialog. Whether the customer has a bank
 * account for the bonuses comes from their accounts; without one the dialog says so and keeps
 * 'Suosittele' disabled (spec).
 */
export function ReferralInvitation({ accounts }: { accounts: readonly BankAccount[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const templates = useRecommendationTemplates(open);
  const { sendEmail, sendSms } = useRecommendationSending();
  return (
    <>
      <div>
        <Button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {t('referral.open')}
        </Button>
      </div>
      <ReferralDialog
        open={open}
        onClose={() => setOpen(false)}
        hasBankAccount={isReferralAvailable(accounts)}
        templates={templates.data}
        onSendEmail={sendEmail}
        onSendSms={sendSms}
      />
    </>
  );
}
