import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { termDepositCalculation } from '../../../domain/accounts/termDeposit';
import { AlertBox } from '../../../ui/AlertBox';
import { Link } from '../../../ui/Link';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { Stack } from '../../../ui/Stack';
import { ActionGate } from '../../shell/ActionGate';
import { LoadFailed } from '../../shell/LoadFailed';
import { useOwnAccounts } from '../../shell/ownAccounts';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { termDepositCalcQuery } from './api';
import { TermDepositForm } from './TermDepositForm';

/** `/bank/accounts/open-term-deposit`: the plus button of 'Määräaikaistalletukset'. */
export function OpenTermDepositPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('opening.termDepositTitle'));
  return (
    <Stack gap={5}>
      <h1>{t('opening.termDepositTitle')}</h1>
      <p>{t('opening.termDepositIntro')}</p>
      <ActionGate blockedTitle={t('opening.blocked')}>
        <TermDepositOpening />
      </ActionGate>
    </Stack>
  );
}

function TermDepositOpening() {
  const { t } = useTranslation();
  const calc = useQuery(termDepositCalcQuery);
  const accounts = useOwnAccounts();
  const calculation = useMemo(
    () => (calc.data ? termDepositCalculation(calc.data.Items) : undefined),
    [calc.data],
  );
  const sources = useMemo(
    () =>
      (accounts.data ?? []).filter(
        (account) =>
          account.Type === 'BankAccount' &&
          account.IsPaymentAccount &&
          !account.IsInvestmentPartnerAccount,
      ),
    [accounts.data],
  );

  if (calc.isError) {
    return (
      <LoadFailed
        title={t('opening.calcFailed')}
        error={calc.error}
        onRetry={() => void calc.refetch()}
      />
    );
  }
  if (accounts.isError) {
    return (
      <LoadFailed
        title={t('accounts.account.loadFailed')}
        error={accounts.error}
        onRetry={() => void accounts.refetch()}
      />
    );
  }
  if (calculation === undefined || !accounts.data) return <LoadingOverlay loading />;
  if (calculation === null) return <AlertBox tone="info">{t('opening.noOffers')}</AlertBox>;
  if (sources.length === 0) {
    return (
      <AlertBox tone="info">
        <p>{t('opening.noSourceAccount')}</p>
        <p>
          <Link href="/bank/accounts/open-payment-account">{t('opening.paymentTitle')}</Link>
        </p>
      </AlertBox>
    );
  }
  return <TermDepositForm calculation={calculation} sources={sources} />;
}
