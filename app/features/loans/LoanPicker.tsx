import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { loansForPicker, type LoanPickerOptions } from '../../../domain/loans/instalments';
import type { Loan } from '../../../domain/loans/loan';
import { ChoiceList } from './ChoiceList';
import { LoanRow } from './LoanRow';
import { loansRoot } from './loanPaths';
import { searchWith, useAddressChoice } from './useAddressChoice';
import { useCompanyView } from './useCompanyView';

export interface LoanPickerProps {
  loans: readonly Loan[];
  options: LoanPickerOptions;
}

/**
 * The loan an action is for, when the address names none: the loans the action can be done on
 * (never limits); a single one is chosen at once.
 */
export function LoanPicker({ loans, options }: LoanPickerProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const choose = useAddressChoice();
  const company = useCompanyView();
  const { loans: offered, preselected } = loansForPicker(loans, options);
  if (preselected) {
    return <Navigate to={{ search: searchWith(params, 'loanId', preselected.Id) }} replace />;
  }
  return (
    <ChoiceList
      heading={t('loans.picker.chooseLoan')}
      empty={t('loans.picker.noLoan')}
      back={{ href: loansRoot(company), label: t('loans.picker.toLoans') }}
      choices={offered.map((loan) => ({
        id: loan.Id,
        row: <LoanRow loan={loan} onSelect={() => choose('loanId', loan.Id)} />,
      }))}
    />
  );
}
