import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { CallOutput } from '../../../api/call';
import type { sepaAccount } from '../../../api/bankAccounts';
import {
  ACCOUNT_ACTION_BLOCK_TEXTS,
  CERTIFICATE_LABELS,
  certificateEligibility,
  type CertificateKind,
} from '../../../domain/accounts/accounts';
import { AlertBox } from '../../../ui/AlertBox';
import { Link } from '../../../ui/Link';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { useMessageText } from '../../../ui/MessageText';
import { Stack } from '../../../ui/Stack';
import { accountHref } from '../../shell/accountHref';
import { useCustomer } from '../../shell/customer';
import { isEntityId } from '../../shell/entityId';
import { LoadFailed } from '../../shell/LoadFailed';
import { useAccountDetails } from '../../shell/ownAccounts';
import { useDocumentTitle } from '../../shell/useDocumentTitle';

export type CertifiedAccount = CallOutput<typeof sepaAccount>;

const NOT_ELIGIBLE_KEYS = {
  balance: 'certificates.notEligibleBalance',
  deposit: 'certificates.notEligibleDeposit',
} as const satisfies Record<CertificateKind, string>;

export interface CertificatePageProps {
  kind: CertificateKind;
  /** The page's content for an account that qualifies. */
  children: (account: CertifiedAccount) => ReactNode;
}

/**
 * A certificate page (`?accountId=`): the account, when it qualifies for this certificate
 * (companies only, the bank's rule); otherwise why not.
 */
export function CertificatePage({ kind, children }: CertificatePageProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const title = text(CERTIFICATE_LABELS[kind]);
  useDocumentTitle(title);
  const [params] = useSearchParams();
  const accountId = params.get('accountId');
  const { data: customer } = useCustomer();
  const isCompany = customer?.customerType === 'Company';
  const account = useAccountDetails(isEntityId(accountId) && isCompany ? accountId : undefined);

  const body = (): ReactNode => {
    if (!isEntityId(accountId)) {
      return <AlertBox tone="info">{t('certificates.noAccount')}</AlertBox>;
    }
    if (!customer) return <LoadingOverlay loading />;
    if (!isCompany) {
      return <AlertBox tone="info">{t('certificates.companiesOnly')}</AlertBox>;
    }
    if (account.isError) {
      return (
        <LoadFailed
          title={t('accounts.account.loadFailed')}
          error={account.error}
          onRetry={() => void account.refetch()}
        />
      );
    }
    if (!account.data) return <LoadingOverlay loading />;
    if (certificateEligibility(account.data, customer.customerType) !== kind) {
      return (
        <AlertBox tone="info">
          {account.data.IsInvestmentPartnerAccount
            ? text(ACCOUNT_ACTION_BLOCK_TEXTS.investmentPartnerAccount)
            : t(NOT_ELIGIBLE_KEYS[kind])}
        </AlertBox>
      );
    }
    return children(account.data);
  };

  return (
    <Stack gap={5}>
      <div>
        <Link href={account.data ? accountHref(account.data) : '/bank/accounts'}>
          {account.data ? t('certificates.backToAccount') : t('accounts.account.allAccounts')}
        </Link>
      </div>
      <h1>{title}</h1>
      {body()}
    </Stack>
  );
}
