import type { TFunction } from 'i18next';
import type { LoanInstalment } from '../../../domain/loans/loan';
import type { Cents } from '../../../domain/money/money';
import { DateText } from '../../../ui/DateText';
import { Money } from '../../../ui/Money';
import type { ValueListItem } from '../../../ui/ValueList';

/** A sum of money on a loan action's summary or result. */
export function moneyItem(id: string, term: string, cents: Cents): ValueListItem {
  return { id, term, value: <Money cents={cents} tone="plain" /> };
}

/** Which instalment the action is about: its number and due date (`dueTerm` names the date). */
export function instalmentItems(
  t: TFunction,
  instalment: LoanInstalment,
  dueTerm: string = t('loans.payment.dueDate'),
): ValueListItem[] {
  return [
    {
      id: 'Installment',
      term: t('loans.payment.instalment'),
      value: t('loans.details.instalment', { order: instalment.InstallmentOrder }),
    },
    { id: 'DueDate', term: dueTerm, value: <DateText date={instalment.DueDate} /> },
  ];
}

/** How much a top-up application grows the loan; nothing for a new loan's. */
export function topUpIncreaseItems(t: TFunction, increase: Cents | null): ValueListItem[] {
  return increase === null
    ? []
    : [moneyItem('TopUpIncreaseAmount', t('loans.topUp.increase'), increase)];
}
