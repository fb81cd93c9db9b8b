import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { termDepositCalculation } from '../../../domain/accounts/termDeposit';
import { AlertBox } from '../../../ui/AlertBox';
import { Link } from '../../../ui/Link';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { Stack } from '../../../ui/Stack';
import { ActionGate } from '../../shell/ActionGate';
import { useOwnAccounts } from '../../shell/ownAccounts';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { WhenLoaded } from '../../shell/WhenLoaded';
import { useTermDepositCalc } from './api';
import { keptChoiceOn, useKeptDeposit } from './keptDepositChoice';
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
  const calc = useTermDepositCalc();
  const accounts = useOwnAccounts();
  const calculation = useMemo(
    () => (calc.data ? termDepositCalculation(calc.data.Items) : undefined),
    [calc.data],
  );
  const kept = useKeptDeposit();
  if (kept.status === 'reading') return <LoadingOverlay loading />;
  return (
    <WhenLoaded
      queries={[calc, accounts]}
      failedTitle={t(calc.isError ? 'opening.calcFailed' : 'errors.accounts_load_failed')}
    >
      {(_offers, ownAccounts) => {
        const sources = ownAccounts.filter(
          (account) =>
            account.Type === 'BankAccount' &&
            account.IsPaymentAccount &&
            !account.IsInvestmentPartnerAccount,
        );
        if (!calculation) return <AlertBox tone="info">{t('opening.noOffers')}</AlertBox>;
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
        const choice = keptChoiceOn(kept, calculation);
        return (
          <Stack gap={4}>
            {choice && <AlertBox tone="info">{t('opening.flow.resumed')}</AlertBox>}
            {kept.status !== 'none' && !choice && (
              <AlertBox tone="info">{t('opening.flow.notKept')}</AlertBox>
            )}
            <TermDepositForm calculation={calculation} sources={sources} kept={choice} />
          </Stack>
        );
      }}
    </WhenLoaded>
  );
}
