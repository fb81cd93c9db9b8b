import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { InstalmentUseCase, LoanPickerOptions } from '../../../domain/loans/instalments';
import type { Loan, LoanInstalment } from '../../../domain/loans/loan';
import { AlertBox } from '../../../ui/AlertBox';
import { Link } from '../../../ui/Link';
import { useMessageText } from '../../../ui/MessageText';
import { Stack } from '../../../ui/Stack';
import { GatedPage } from '../../shell/GatedPage';
import { InstalmentPicker } from './InstalmentPicker';
import { LoanFrame } from './LoanFrame';
import { LoanPicker } from './LoanPicker';
import { loanHref } from './loanPaths';
import { useCompanyView } from './useCompanyView';

/** What the action is done on: the loan, and the instalment when the address names one. */
export interface ActionTarget {
  loan: Loan;
  instalment: LoanInstalment | null;
  /** The customer's other loans (the due-date change looks at them all). */
  loans: readonly Loan[];
  company: boolean;
}

export interface LoanActionPageProps {
  title: string;
  intro: string;
  /** The address names an instalment (`installmentId=`) the action is for. */
  withInstalment: boolean;
  /** Which loans to offer when the address names none; without it, the page says not found. */
  pickLoan?: LoanPickerOptions;
  /** What is done to the instalment, to offer those it can be done to when the address names none. */
  pickInstalment?: InstalmentUseCase;
  /** Why this action cannot be done on this loan (a message code of the bank's), or null. */
  problem: (target: ActionTarget, today: Date) => string | null;
  children: (target: ActionTarget) => ReactNode;
}

/**
 * The frame of a loan action's page (`?loanId=&installmentId=`): its name and what it does, the
 * loan's loading and failure, and a clear word, never a crash, for an address that names no
 * loan or instalment of the customer's, or an action the loan does not allow. An address without
 * them gets the loan picker, then the instalment picker, where the page offers them. A customer
 * who may not act is told why instead of the pickers and the form.
 */
export function LoanActionPage({
  title,
  intro,
  withInstalment,
  pickLoan,
  pickInstalment,
  problem,
  children,
}: LoanActionPageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const installmentId = withInstalment ? params.get('installmentId') : null;
  const framed = (content: ReactNode) => (
    <GatedPage title={title} intro={intro} blockedTitle={t('loans.action.blocked')}>
      {content}
    </GatedPage>
  );
  return (
    <LoanFrame
      loanId={params.get('loanId')}
      title={title}
      pick={pickLoan && ((loans) => framed(<LoanPicker loans={loans} options={pickLoan} />))}
    >
      {(loan, loans) =>
        framed(
          withInstalment && pickInstalment && !installmentId ? (
            <InstalmentPicker loan={loan} useCase={pickInstalment} />
          ) : (
            <Target
              loan={loan}
              loans={loans}
              installmentId={installmentId}
              withInstalment={withInstalment}
              problem={problem}
            >
              {children}
            </Target>
          ),
        )
      }
    </LoanFrame>
  );
}

function Target({
  loan,
  loans,
  installmentId,
  withInstalment,
  problem,
  children,
}: Pick<LoanActionPageProps, 'withInstalment' | 'problem' | 'children'> & {
  loan: Loan;
  loans: readonly Loan[];
  installmentId: string | null;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const company = useCompanyView();
  const instalment = withInstalment
    ? (loan.LoanInstallmentsPublic.find((candidate) => candidate.Id === installmentId) ?? null)
    : null;
  const target = { loan, instalment, loans, company };
  // Judged as the page opens: once the action is done the loan changes (a paid instalment, a
  // moved date), and the page shows what was done rather than that it can no longer be done.
  const [reason] = useState(() =>
    withInstalment && !instalment
      ? 'loans.refusals.instalmentNotFound'
      : problem(target, new Date()),
  );
  if (reason) {
    return (
      <Stack gap={4}>
        <AlertBox tone="error" title={t('loans.action.notPossible')}>
          {text(reason)}
        </AlertBox>
        <div>
          <Link href={loanHref(loan, company)}>
            {t('loans.action.toLoan', { name: loan.Name })}
          </Link>
        </div>
      </Stack>
    );
  }
  return children(target);
}
