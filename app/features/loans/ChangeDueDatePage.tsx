import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import * as loans from '../../../api/loans';
import { dueDateChange, MAX_DUE_DAY } from '../../../domain/loans/dueDateChange';
import { dueDateChangeCandidate, instalmentsForUseCase } from '../../../domain/loans/instalments';
import { isCompanyLoan, isLimit, type Loan, type LoanInstalment } from '../../../domain/loans/loan';
import { DateText } from '../../../ui/DateText';
import { ValueList } from '../../../ui/ValueList';
import { useDirectOperation } from '../../data/directOperation';
import { useBankForm } from '../../data/form';
import { instalmentItems } from './actionItems';
import { ActionForm } from './ActionForm';
import { ActionResult } from './ActionResult';
import { ChoiceSelect } from '../../shell/ChoiceSelect';
import { LoanActionPage, type ActionTarget } from './LoanActionPage';

/**
 * The due-date change candidate rules (screens §4): the loan allows the change, the instalment is
 * its first candidate (at most 13 days overdue, nothing paid, date never moved), and it is the
 * customer's only loan that qualifies.
 */
function dueDateProblem({ loan, instalment, loans: all, company }: ActionTarget, today: Date) {
  if (company || isCompanyLoan(loan) || isLimit(loan)) return 'loans.action.notForThisLoan';
  if (!loan.DueDateChangeAllowed) return 'loans.refusals.dueDateChangeNotAllowed';
  if (instalmentsForUseCase(loan, 'ChangeDueDate', today)[0]?.Id !== instalment?.Id) {
    return 'loans.refusals.notCandidate';
  }
  if (dueDateChangeCandidate(all, today)?.loan.Id !== loan.Id) return 'loans.dueDate.severalLoans';
  return null;
}

/** `/bank/loans/change-duedate?loanId=&installmentId=`: 'Siirrä eräpäivää'. */
export function ChangeDueDatePage() {
  const { t } = useTranslation();
  return (
    <LoanActionPage
      title={t('kit.nextInstalmentPanel.changeDueDate')}
      intro={t('loans.dueDate.intro', { max: MAX_DUE_DAY })}
      withInstalment
      pickLoan={{ hideCompanyLoans: true }}
      pickInstalment="ChangeDueDate"
      problem={dueDateProblem}
    >
      {({ loan, instalment }) => instalment && <DueDateForm loan={loan} instalment={instalment} />}
    </LoanActionPage>
  );
}

const DAYS = Array.from({ length: MAX_DUE_DAY }, (_, index) => index + 1);

function DueDateForm({ loan, instalment }: { loan: Loan; instalment: LoanInstalment }) {
  const { t } = useTranslation();
  const today = new Date();
  const schema = z
    .object({ DueDay: loans.changeDueDate.request.shape.DueDay })
    .superRefine(({ DueDay }, context) => {
      const change = dueDateChange(loan, instalment.Id, DueDay, today);
      if (!change.ok)
        context.addIssue({ code: 'custom', path: ['DueDay'], message: change.reason });
    });
  const form = useBankForm(schema, { defaultValues: { DueDay: Number.NaN } });
  const day = useWatch({ control: form.control, name: 'DueDay' });
  const move = useDirectOperation(loans.changeDueDate, form, ({ DueDay }) => ({
    LoanId: loan.Id,
    InstallmentId: instalment.Id,
    DueDay,
  }));
  const preview = Number.isInteger(day) ? dueDateChange(loan, instalment.Id, day, today) : null;
  const newDate = preview?.ok ? preview.dueDates.get(instalment.Id) : undefined;

  if (move.data) {
    const moved = move.data.LoanInstallmentsPublic.find((i) => i.Id === instalment.Id);
    return (
      <ActionResult
        title={t('loans.dueDate.done')}
        loan={loan}
        items={[
          {
            id: 'OriginalDueDate',
            term: t('loans.dueDate.current'),
            value: <DateText date={instalment.DueDate} />,
          },
          ...(moved
            ? [
                {
                  id: 'DueDate',
                  term: t('loans.dueDate.new'),
                  value: <DateText date={moved.DueDate} />,
                },
              ]
            : []),
        ]}
      />
    );
  }
  return (
    <ActionForm submit={move.submit} form={form} label={t('loans.dueDate.confirm')}>
      <ValueList items={instalmentItems(t, instalment, t('loans.dueDate.current'))} />
      <ChoiceSelect
        label={t('loans.dueDate.day')}
        hint={t('loans.dueDate.dayHint')}
        placeholder={t('loans.dueDate.chooseDay')}
        options={DAYS.map((value) => ({
          value,
          label: t('loans.dueDate.dayOption', { day: value }),
        }))}
        error={form.formState.errors.DueDay?.message}
        {...form.register('DueDay', { valueAsNumber: true })}
      />
      <p aria-live="polite">
        {newDate && (
          <>
            {t('loans.dueDate.newDateIs')} <DateText date={newDate} />
          </>
        )}
      </p>
    </ActionForm>
  );
}
