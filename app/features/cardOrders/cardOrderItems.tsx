import type { TFunction } from 'i18next';
import {
  CARD_LIMIT_FIELDS,
  type CardKind,
  type CardUsageLimits,
} from '../../../domain/cards/cards';
import type { Cents } from '../../../domain/money/money';
import { Money } from '../../../ui/Money';
import type { ValueListItem } from '../../../ui/ValueList';

/** A business card as the review and the result show it: kind, holder, credit and limits. */
export function cardItems(
  t: TFunction,
  card: {
    kind: CardKind;
    holder: string;
    limit?: Cents;
    limits: CardUsageLimits;
    number?: string;
  },
): ValueListItem[] {
  const cash = card.kind === 'PHYSICAL_CARD';
  return [
    {
      id: 'CardTypeEnum',
      term: t('cardOrders.order.kind'),
      value: t(`kit.card.kind.${card.kind}`),
    },
    { id: 'Holder', term: t('cardOrders.order.holder'), value: card.holder },
    ...(card.number
      ? [{ id: 'MaskedCardNumber', term: t('cardOrders.order.cardNumber'), value: card.number }]
      : []),
    ...(card.limit !== undefined
      ? [
          {
            id: 'Limit',
            term: t('cardOrders.order.creditLimit'),
            value: <Money cents={card.limit} tone="plain" />,
          },
        ]
      : []),
    ...CARD_LIMIT_FIELDS.filter((field) => cash || !field.endsWith('ATM')).map((field) => ({
      id: field,
      term: t(`kit.card.limit.${field}`),
      value: <Money cents={card.limits[field]} tone="plain" />,
    })),
  ];
}
