import { useTranslation } from 'react-i18next';
import { confirm } from '../../../api/loanApplication';
import { paymentProtectionCost } from '../../../domain/loans/paymentProtection';
import { eurosToCents, formatMoney } from '../../../domain/money/money';
import { AlertBox } from '../../../ui/AlertBox';
import { ButtonLink } from '../../../ui/ButtonLink';
import { IbanText } from '../../../ui/IbanText';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { Stack } from '../../../ui/Stack';
import { ValueList, type ValueListItem } from '../../../ui/ValueList';
import { useCompletion } from '../../data/operation';
import { LoadFailed } from '../../shell/LoadFailed';
import type { LoanApplication } from './api';
import { useFunnelStep } from './funnel';
import { OfferFigures } from './OfferFigures';

/** Back from the signature: the bank is asked for the signed application once. */
export function SignedStep({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const signed = useCompletion(confirm, { Id: applicationId });
  if (signed.isError) {
    return (
      <LoadFailed
        title={t('loanApplication.result.failed')}
        error={signed.error}
        onRetry={signed.retry}
      />
    );
  }
  if (!signed.data) {
    return (
      <LoadingOverlay loading>
        <p>{t('loanApplication.result.confirming')}</p>
      </LoadingOverlay>
    );
  }
  return <LoanGranted application={signed.data} />;
}

/**
 * The loan granted and paid out (the amount less the opening fee) as an express or an ordinary
 * transfer, its payment protection if chosen, and the way into the bank.
 */
export function LoanGranted({ application }: { application: LoanApplication }) {
  const { t } = useTranslation();
  useFunnelStep(application.Id, 'signed');
  const { Offer: offer, PayoutIban, ExpressPayment, Insurance } = application;
  const protection =
    offer && Insurance
      ? paymentProtectionCost(eurosToCents(offer.InstallmentAmount), offer.InstallmentCount)
      : null;
  const details: ValueListItem[] = [];
  if (PayoutIban) {
    details.push({
      id: 'PayoutIban',
      term: t('loanApplication.result.account'),
      value: <IbanText iban={PayoutIban} />,
    });
  }
  if (protection) {
    details.push({
      id: 'Insurance',
      term: t('loanApplication.result.insurance'),
      value: t('loanApplication.result.insuranceValue', {
        monthly: formatMoney(protection.monthly),
      }),
    });
  }
  return (
    <Stack gap={5}>
      <AlertBox tone="success" title={t('loanApplication.result.title')}>
        {offer &&
          t(
            ExpressPayment
              ? 'loanApplication.result.paidOutExpress'
              : 'loanApplication.result.paidOut',
            {
              amount: formatMoney(eurosToCents(offer.Amount) - eurosToCents(offer.OpeningFee)),
            },
          )}
      </AlertBox>
      {details.length > 0 && <ValueList items={details} />}
      {offer && <OfferFigures offer={offer} />}
      <div>
        <ButtonLink href="/bank/home">{t('loanApplication.result.toBank')}</ButtonLink>
      </div>
    </Stack>
  );
}
