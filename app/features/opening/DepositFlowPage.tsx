import { useMutation } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { termDepositPublicCalc, termDepositPublicOffer } from '../../../api/storeflow';
import {
  termDepositCalculation,
  type TermDepositCalculation,
} from '../../../domain/accounts/termDeposit';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { useMessageText } from '../../../ui/MessageText';
import { Panel } from '../../../ui/Panel';
import { Stack } from '../../../ui/Stack';
import { StepIndicator } from '../../../ui/StepIndicator';
import { useCall } from '../../data/calls';
import { BankQueries } from '../../shell/BankQueries';
import { PublicPage } from '../../shell/PublicPage';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { WhenLoaded } from '../../shell/WhenLoaded';
import { keepDepositAndLogIn } from './depositFlow';
import { TermDepositOfferPanel } from './TermDepositOfferPanel';
import { useTermDepositOffer } from './termDepositOfferQuery';
import { TermDepositSliders } from './TermDepositSliders';

/**
 * `/flows/deposit`: a visitor chooses a term deposit (the offers the customers see), and the
 * choice is kept across the login that follows, to the deposit's opening in the bank.
 */
export function DepositFlowPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('opening.flow.title'));
  return (
    <BankQueries>
      <PublicPage>
        <Panel>
          <Stack gap={5}>
            <h1>{t('opening.flow.title')}</h1>
            <p>{t('opening.flow.intro')}</p>
            <DepositOffers />
          </Stack>
        </Panel>
      </PublicPage>
    </BankQueries>
  );
}

function DepositOffers() {
  const { t } = useTranslation();
  const calc = useCall(termDepositPublicCalc, {});
  const calculation = useMemo(
    () => (calc.data ? termDepositCalculation(calc.data.Items) : undefined),
    [calc.data],
  );
  return (
    <WhenLoaded queries={[calc]} failedTitle={t('opening.calcFailed')}>
      {() =>
        calculation ? (
          <DepositChoice calculation={calculation} />
        ) : (
          <AlertBox tone="info">{t('opening.noOffers')}</AlertBox>
        )
      }
    </WhenLoaded>
  );
}

function DepositChoice({ calculation }: { calculation: TermDepositCalculation }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const [amount, setAmount] = useState(calculation.defaultAmount);
  const [months, setMonths] = useState(calculation.defaultDuration);
  const [leaving, setLeaving] = useState(false);
  const { offer, calculating } = useTermDepositOffer(termDepositPublicOffer, amount, months);
  const keep = useMutation({
    mutationFn: () => keepDepositAndLogIn(amount, months),
    onSuccess: () => setLeaving(true),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    keep.mutate();
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap={5}>
        {/* The opening's first step, which goes on after the login with the account to charge. */}
        <StepIndicator current={1} total={3} />
        <TermDepositSliders
          calculation={calculation}
          amount={{ name: 'Amount', value: amount, onChange: setAmount }}
          months={{ name: 'DurationInMonths', value: months, onChange: setMonths }}
        />
        <TermDepositOfferPanel offer={offer.data} calculating={calculating} error={offer.error} />
        {keep.error && (
          <AlertBox tone="error" title={t('opening.flow.keepFailed')}>
            {text(keep.error.message)}
          </AlertBox>
        )}
        <div>
          <Button type="submit" busy={keep.isPending || leaving}>
            {leaving ? t('opening.flow.leaving') : t('opening.flow.loginToOpen')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
