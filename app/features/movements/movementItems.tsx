import type { TFunction } from 'i18next';
import type { BankAccount } from '../../../api/bank';
import { accountDisplayName } from '../../../domain/accounts/accounts';
import type { Cents } from '../../../domain/money/money';
import { messageTextWith } from '../../../ui/MessageText';
import { Money } from '../../../ui/Money';
import type { ValueListItem } from '../../../ui/ValueList';

/** The summary's lines: from, to, amount and the message when there is one. */
export function reviewItems(
  t: TFunction,
  movement: { from?: BankAccount; to?: BankAccount; amount: Cents; message?: string },
): ValueListItem[] {
  const name = messageTextWith(t);
  const account = (id: string, term: string, value: BankAccount | undefined) =>
    value ? [{ id, term, value: name(accountDisplayName(value)) }] : [];
  return [
    ...account('from', t('movements.common.from'), movement.from),
    ...account('to', t('movements.common.to'), movement.to),
    {
      id: 'amount',
      term: t('movements.common.sum'),
      value: <Money cents={movement.amount} tone="plain" />,
    },
    ...(movement.message
      ? [{ id: 'message', term: t('movements.common.message'), value: movement.message }]
      : []),
  ];
}

/** The result's lines: what moved, the fee charged, and each account's balance now. */
export function resultItems(
  t: TFunction,
  result: { amount: Cents; fee: Cents; balances: { account: BankAccount; balance: Cents }[] },
): ValueListItem[] {
  return [
    {
      id: 'amount',
      term: t('movements.common.sum'),
      value: <Money cents={result.amount} tone="plain" />,
    },
    ...(result.fee > 0
      ? [
          {
            id: 'fee',
            term: t('movements.common.fee'),
            value: <Money cents={result.fee} tone="plain" />,
          },
        ]
      : []),
    ...result.balances.map(({ account, balance }) => ({
      id: `balance-${account.Id}`,
      term: t('movements.common.balanceAfter', {
        account: messageTextWith(t)(accountDisplayName(account)),
      }),
      value: <Money cents={balance} tone="plain" />,
    })),
  ];
}
