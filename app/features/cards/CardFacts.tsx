import { useTranslation } from 'react-i18next';
import { isPrepaidCard, usedAmount } from '../../../domain/cards/cards';
import { IbanText } from '../../../ui/IbanText';
import { MaskedCardNumber } from '../../../ui/PaymentCardVisual';
import { Money } from '../../../ui/Money';
import { ValueList, type ValueListItem } from '../../../ui/ValueList';
import type { CardDetails } from './api';

type MaybeItem = ValueListItem | false | null | '';
const present = (item: MaybeItem): item is ValueListItem => Boolean(item);

/** What a company card's invoice or top-up is paid to: its account and payment reference. */
export function useCardAccountItems(
  card: Pick<CardDetails, 'AccountNumber' | 'PaymentReference'>,
): ValueListItem[] {
  const { t } = useTranslation();
  const items: MaybeItem[] = [
    card.AccountNumber && {
      id: 'accountNumber',
      term: t('cards.details.accountNumber'),
      value: <IbanText iban={card.AccountNumber} />,
    },
    card.PaymentReference && {
      id: 'paymentReference',
      term: t('cards.details.paymentReference'),
      value: card.PaymentReference,
    },
  ];
  return items.filter(present);
}

/** The card's facts: who holds it, its number, kind and status, and its money. */
export function CardFacts({ card, company }: { card: CardDetails; company: boolean }) {
  const { t } = useTranslation();
  const credit = !isPrepaidCard(card);
  const account = useCardAccountItems(card);
  const items: MaybeItem[] = [
    { id: 'holder', term: t('cards.details.holder'), value: card.CardHolderName },
    {
      id: 'number',
      term: t('cards.details.number'),
      value: <MaskedCardNumber maskedCardNumber={card.MaskedCardNumber} />,
    },
    { id: 'kind', term: t('cards.details.kind'), value: t(`kit.card.kind.${card.CardTypeEnum}`) },
    {
      id: 'status',
      term: t('cards.details.status'),
      value: t(`kit.card.status.${card.CardOperatorStatusCode}`),
    },
    card.CardOwnerCompanyName !== null && {
      id: 'company',
      term: t('cards.details.company'),
      value: card.CardOwnerCompanyName,
    },
    credit && { id: 'limit', term: t('cards.details.limit'), value: <Money cents={card.Limit} /> },
    {
      id: 'available',
      term: t('cards.details.available'),
      value: <Money cents={card.FreeBalance} />,
    },
    credit && {
      id: 'used',
      term: t('cards.details.used'),
      value: <Money cents={usedAmount(card)} />,
    },
  ];
  return <ValueList items={[...items.filter(present), ...(company ? account : [])]} />;
}
