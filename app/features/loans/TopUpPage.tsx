import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as loans from '../../../api/loans';
import type { CallInput, CallOutput } from '../../../api/call';
import { isCompanyLoan, isLimit, LOAN_PURPOSES, type Loan } from '../../../domain/loans/loan';
import { AlertBox } from '../../../ui/AlertBox';
import { Checkbox } from '../../../ui/Checkbox';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { useMessageText } from '../../../ui/MessageText';
import { Stack } from '../../../ui/Stack';
import { ValueList, type ValueListItem } from '../../../ui/ValueList';
import type { TFunction } from 'i18next';
import { useCall } from '../../data/calls';
import { useDirectOperation } from '../../data/directOperation';
import { useBankForm } from '../../data/form';
import { FormFooter } from '../../shell/FormFooter';
import { FocusedHeading } from '../../shell/FocusedHeading';
import { ApplicationStatusBadge } from './ApplicationStatusBadge';
import { moneyItem, topUpIncreaseItems } from './actionItems';
import { ActionForm } from './ActionForm';
import { ActionResult } from './ActionResult';
import { AmountFormField } from './AmountFormField';
import { ChoiceSelect } from '../../shell/ChoiceSelect';
import { LoanActionPage, type ActionTarget } from './LoanActionPage';
import { TOP_UP_MONTHS, topUpApplicationForm, topUpForm } from './topUpForm';

type TopUpChoice = CallInput<typeof loans.topUpCalculator>;
type TopUpOffer = CallOutput<typeof loans.topUpCalculator>;

function topUpProblem({ loan, company }: ActionTarget) {
  return company || isLimit(loan) || isCompanyLoan(loan) || !loan.TopUpAllowed
    ? 'loans.refusals.topUpNotAllowed'
    : null;
}

/** `/bank/loans/increase-loan/amount?loanId=`: 'Korota lainaa', only for a loan that allows it. */
export function TopUpPage() {
  const { t } = useTranslation();
  return (
    <LoanActionPage
      title={t('loans.actions.topUp')}
      intro={t('loans.topUp.intro')}
      withInstalment={false}
      pickLoan={{ onlyTopUp: true, hideCompanyLoans: true }}
      problem={topUpProblem}
    >
      {({ loan }) => <TopUp loan={loan} />}
    </LoanActionPage>
  );
}

function TopUp({ loan }: { loan: Loan }) {
  const [choice, setChoice] = useState<TopUpChoice | null>(null);
  const [applied, setApplied] = useState<CallOutput<typeof loans.applicationFromLoan> | null>(null);
  if (applied) return <Applied loan={loan} application={applied} />;
  return (
    <Stack gap={5}>
      <ChoiceForm loan={loan} onChoose={setChoice} />
      {choice && <Offer key={JSON.stringify(choice)} choice={choice} onApplied={setApplied} />}
    </Stack>
  );
}

function ChoiceForm({ loan, onChoose }: { loan: Loan; onChoose: (choice: TopUpChoice) => void }) {
  const { t } = useTranslation();
  const form = useBankForm(topUpForm, {
    defaultValues: { TopUpIncreaseAmount: '', InstallmentCount: 36 },
  });
  return (
    <form
      noValidate
      onSubmit={(event) =>
        void form.handleSubmit((values) => onChoose({ LoanId: loan.Id, ...values }))(event)
      }
    >
      <Stack gap={4}>
        <AmountFormField
          control={form.control}
          name="TopUpIncreaseAmount"
          label={t('loans.topUp.increase')}
          hint={t('loans.topUp.increaseHint')}
        />
        <ChoiceSelect
          label={t('loans.topUp.months')}
          placeholder={t('loans.topUp.chooseMonths')}
          options={TOP_UP_MONTHS.map((months) => ({
            value: months,
            label: t('loans.topUp.monthsOption', { months }),
          }))}
          error={form.formState.errors.InstallmentCount?.message}
          {...form.register('InstallmentCount', { valueAsNumber: true })}
        />
        <FormFooter label={t('loans.topUp.calculate')} refusal={null} busy={false} />
      </Stack>
    </form>
  );
}

function offerItems(t: TFunction, offer: TopUpOffer): ValueListItem[] {
  return [
    moneyItem('RemainingCapital', t('loans.topUp.remaining'), offer.RemainingCapital),
    moneyItem('TopUpIncreaseAmount', t('loans.topUp.increase'), offer.TopUpIncreaseAmount),
    moneyItem('Amount', t('loans.topUp.newCapital'), offer.Amount),
    {
      id: 'InstallmentCount',
      term: t('loans.topUp.months'),
      value: t('loans.topUp.monthsOption', { months: offer.InstallmentCount }),
    },
    moneyItem('InstallmentAmount', t('loans.topUp.instalment'), offer.InstallmentAmount),
    moneyItem('OpeningFee', t('loans.topUp.openingFee'), offer.OpeningFee),
    moneyItem('MonthlyFee', t('loans.topUp.monthlyFee'), offer.MonthlyFee),
    {
      id: 'InterestRate',
      term: t('loans.topUp.interestRate'),
      value: t('loans.topUp.percent', { value: offer.InterestRate }),
    },
    {
      id: 'EffectiveAnnualRate',
      term: t('loans.topUp.effectiveRate'),
      value: t('loans.topUp.percent', { value: offer.EffectiveAnnualRate }),
    },
    moneyItem('TotalRepayment', t('loans.topUp.totalRepayment'), offer.TotalRepayment),
  ];
}

/** The calculator's offer for the choice, and the application for it. */
function Offer({
  choice,
  onApplied,
}: {
  choice: TopUpChoice;
  onApplied: (application: CallOutput<typeof loans.applicationFromLoan>) => void;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const offer = useCall(loans.topUpCalculator, choice);
  const form = useBankForm(topUpApplicationForm);
  const apply = useDirectOperation(
    loans.applicationFromLoan,
    form,
    (values) => ({ ...choice, ...values }),
    { onSuccess: onApplied },
  );
  if (offer.isError) {
    return (
      <AlertBox tone="error" title={t('loans.topUp.noOffer')}>
        {text(offer.error.message)}
      </AlertBox>
    );
  }
  if (!offer.data) return <LoadingOverlay loading />;
  return (
    <ActionForm submit={apply.submit} form={form} label={t('loans.topUp.apply')}>
      <FocusedHeading>{t('loans.topUp.offer')}</FocusedHeading>
      <ValueList items={offerItems(t, offer.data)} />
      <ChoiceSelect
        label={t('loans.details.purpose')}
        placeholder={t('loans.topUp.choosePurpose')}
        options={LOAN_PURPOSES.map((purpose) => ({
          value: purpose,
          label: t(`loans.purpose.${purpose}`),
        }))}
        error={form.formState.errors.PurposeEnum?.message}
        {...form.register('PurposeEnum')}
      />
      <Checkbox
        label={t('loans.topUp.accept')}
        error={form.formState.errors.TermsAccepted?.message}
        {...form.register('TermsAccepted')}
      />
    </ActionForm>
  );
}

function Applied({
  loan,
  application,
}: {
  loan: Loan;
  application: CallOutput<typeof loans.applicationFromLoan>;
}) {
  const { t } = useTranslation();
  return (
    <ActionResult
      title={t('loans.topUp.done')}
      loan={loan}
      items={[
        {
          id: 'Status',
          term: t('loans.topUp.status'),
          value: <ApplicationStatusBadge status={application.Status} />,
        },
        ...topUpIncreaseItems(t, application.TopUpIncreaseAmount),
        moneyItem('Amount', t('loans.topUp.newCapital'), application.Amount),
      ]}
    />
  );
}
