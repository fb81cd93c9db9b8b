import { useTranslation } from 'react-i18next';
import type { BankAccount } from '../../../api/bank';
import { DateText } from '../../../ui/DateText';
import { Money } from '../../../ui/Money';
import { ValueList } from '../../../ui/ValueList';
import { accountOptionText } from '../../shell/AccountSelect';
import type { TermDepositOffer } from './TermDepositOfferPanel';

/** What the customer is about to confirm: the offer and the account it is charged from. */
export function TermDepositSummary({
  offer,
  source,
}: {
  offer: TermDepositOffer;
  source: BankAccount;
}) {
  const { t } = useTranslation();
  return (
    <ValueList
      items={[
        {
          id: 'Amount',
          term: t('bank.accountOpening.amount'),
          value: <Money cents={offer.Amount} tone="plain" />,
        },
        {
          id: 'DurationInMonths',
          term: t('bank.accountDeposit.duration'),
          value: t('bank.accountDeposit.months', { count: offer.DurationInMonths }),
        },
        {
          id: 'InterestRate',
          term: t('bank.account.interestRate'),
          value: t('bank.account.percent', { rate: offer.InterestRate }),
        },
        {
          id: 'InterestAtMaturity',
          term: t('bank.accountDeposit.interestAtMaturity'),
          value: <Money cents={offer.InterestAtMaturity} tone="plain" />,
        },
        {
          id: 'MaturityDate',
          term: t('bank.accountDeposit.maturity'),
          value: <DateText date={offer.MaturityDate} />,
        },
        {
          id: 'SourceAccountId',
          term: t('bank.accountOpening.source'),
          value: accountOptionText(source, false),
        },
      ]}
    />
  );
}
