import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Account } from '../../../domain/accounts/accounts';
import { Button } from '../../../ui/Button';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { useAccountName } from '../../shell/useAccountName';
import { useKycPermission } from '../../shell/useKycPermission';

// The dialog loads when the customer is about to rename, not with the page.
const loadDialog = () => import('./RenameAccountDialog');
const RenameAccountDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.RenameAccountDialog })),
);

/** Its own line under the name when it says something; no line while it is empty. */
const Done = styled.p`
  flex-basis: 100%;
  margin: 0;

  &:empty {
    flex-basis: 0;
  }
`;

/**
 * 'Nimeä tili' beside the account's name: a small dialog with the name field. Only for a
 * customer who may act (the bank refuses the others, and the banner above says why).
 */
export function RenameAccount({ account }: { account: Account }) {
  const { t } = useTranslation();
  const accountName = useAccountName();
  const permission = useKycPermission();
  const [open, setOpen] = useState(false);
  const [renamed, setRenamed] = useState(false);
  if (!permission?.allowed) return null;
  return (
    <>
      <Button
        variant="tertiary"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setRenamed(false);
          setOpen(true);
        }}
      >
        {t('accounts.account.rename')}
      </Button>
      <Done role="status">{renamed && t('accounts.account.renamed')}</Done>
      {open && (
        <Suspense fallback={<LoadingOverlay loading fullPage />}>
          <RenameAccountDialog
            account={account}
            currentName={accountName(account)}
            onClose={() => setOpen(false)}
            onRenamed={() => {
              setOpen(false);
              setRenamed(true);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
