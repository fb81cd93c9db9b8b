import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankAccount } from '../../../api/bank';
import { Button } from '../../../ui/Button';

// The dialog and its form (react-hook-form) load when first opened, not with the home page.
const OpenReferral = lazy(() =>
  import('./OpenReferral').then((m) => ({ default: m.OpenReferral })),
);

/** 'Suosittele meitä', which opens the referral dialog. */
export function ReferralInvitation({ accounts }: { accounts: readonly BankAccount[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <div>
        <Button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {t('referral.open')}
        </Button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <OpenReferral accounts={accounts} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
