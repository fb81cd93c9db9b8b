import { useTranslation } from 'react-i18next';
import type { BankAccount } from '../../../api/bank';
import { Money } from '../../../ui/Money';
import { ValueList } from '../../../ui/ValueList';
import { accountOptionText } from '../../shell/AccountSelect';
import { offerItems, type TermDepositOffer } from './TermDepositOfferPanel';

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
          term: t('opening.amount'),
          value: <Money cents={offer.Amount} tone="plain" />,
        },
        {
          id: 'DurationInMonths',
          term: t('accounts.deposit.duration'),
          value: t('accounts.deposit.months', { count: offer.DurationInMonths }),
        },
        ...offerItems(t, offer),
        {
          id: 'SourceAccountId',
          term: t('opening.source'),
          value: accountOptionText(t, source, false),
        },
      ]}
    />
  );
}
