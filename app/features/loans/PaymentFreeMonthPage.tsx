import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import * as loans from '../../../api/loans';
import { termsAcceptedField } from '../../../domain/forms/termsForm';
import {
  paymentFreeMonthOffer,
  type PaymentFreeMonthOffer,
} from '../../../domain/loans/paymentFreeMonth';
import type { Loan, LoanInstalment } from '../../../domain/loans/loan';
import { Checkbox } from '../../../ui/Checkbox';
import { DateText } from '../../../ui/DateText';
import { useMessageText } from '../../../ui/MessageText';
import { code } from '../../../domain/errors/message';
import { ValueList, type ValueListItem } from '../../../ui/ValueList';
import type { TFunction } from 'i18next';
import { useDirectOperation } from '../../data/directOperation';
import { useBankForm } from '../../data/form';
import { FocusedHeading } from '../../shell/FocusedHeading';
import { instalmentItems, moneyItem } from './actionItems';
import { ActionForm } from './ActionForm';
import { ActionResult } from './ActionResult';
import { LoanActionPage, type ActionTarget } from './LoanActionPage';

function freeMonthProblem({ loan, instalment, company }: ActionTarget, today: Date) {
  if (company) return 'loans.action.notForThisLoan';
  const result = paymentFreeMonthOffer(loan, instalment?.Id ?? '', today);
  return result.ok ? null : result.reason;
}

/** `/bank/loans/free-month?loanId=&installmentId=`: a payment-free month, its cost shown first. */
export function PaymentFreeMonthPage() {
  const { t } = useTranslation();
  return (
    <LoanActionPage
      title={t('loans.actions.paymentFreeMonth')}
      intro={t('loans.freeMonth.intro')}
      withInstalment
      pickLoan={{ hideCompanyLoans: true }}
      pickInstalment="PaymentRelief"
      problem={freeMonthProblem}
    >
      {({ loan, instalment }) =>
        instalment && <FreeMonthForm loan={loan} instalment={instalment} />
      }
    </LoanActionPage>
  );
}

function offerItems(
  t: TFunction,
  instalment: LoanInstalment,
  offer: PaymentFreeMonthOffer,
): ValueListItem[] {
  return [
    ...instalmentItems(t, instalment),
    moneyItem('Fee', t('loans.freeMonth.fee'), offer.fee),
    moneyItem('DueOnSkippedDate', t('loans.freeMonth.dueOnSkippedDate'), offer.dueOnSkippedDate),
    moneyItem('DeferredCapital', t('loans.freeMonth.deferredCapital'), offer.deferredCapital),
    {
      id: 'NewDueDate',
      term: t('loans.freeMonth.newLastDueDate'),
      value: <DateText date={offer.newDueDate} />,
    },
    {
      id: 'InstallmentCount',
      term: t('loans.freeMonth.newInstalmentCount'),
      value: String(offer.newInstallmentCount),
    },
  ];
}

const acceptance = z.object({ TermsAccepted: termsAcceptedField });

function FreeMonthForm({ loan, instalment }: { loan: Loan; instalment: LoanInstalment }) {
  // What the customer is shown is priced by the same rule as the bank's; the call carries the
  // fee shown, and the bank refuses rather than charges a different one.
  const [shown] = useState(() => paymentFreeMonthOffer(loan, instalment.Id, new Date()));
  return shown.ok ? <OfferForm loan={loan} instalment={instalment} offer={shown.offer} /> : null;
}

function OfferForm({
  loan,
  instalment,
  offer,
}: {
  loan: Loan;
  instalment: LoanInstalment;
  offer: PaymentFreeMonthOffer;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const form = useBankForm(acceptance);
  const take = useDirectOperation(loans.paymentFreeMonth, form, () => ({
    LoanId: loan.Id,
    InstallmentId: instalment.Id,
    Fee: offer.fee,
    TermsAccepted: true as const,
  }));
  const items = offerItems(t, instalment, offer);

  if (take.data) {
    return <ActionResult title={t('loans.freeMonth.done')} loan={loan} items={items} />;
  }
  return (
    <ActionForm submit={take.submit} form={form} label={t('loans.freeMonth.confirm')}>
      <FocusedHeading>{t('loans.freeMonth.cost')}</FocusedHeading>
      <ValueList items={items} />
      <Checkbox
        label={text(code('loans.freeMonth.accept', { fee: offer.fee }))}
        error={form.formState.errors.TermsAccepted?.message}
        {...form.register('TermsAccepted')}
      />
    </ActionForm>
  );
}
