import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { instalmentsForUseCase, type InstalmentUseCase } from '../../../domain/loans/instalments';
import type { Loan } from '../../../domain/loans/loan';
import { ChoiceList } from './ChoiceList';
import { InstalmentRow } from './InstalmentRow';
import { loanHref } from './loanPaths';
import { useAddressChoice } from './useAddressChoice';
import { useCompanyView } from './useCompanyView';

export interface InstalmentPickerProps {
  loan: Loan;
  /** What is done to the instalment: which of the loan's instalments can be chosen. */
  useCase: InstalmentUseCase;
}

/** The instalment an action is for, when the address names none. */
export function InstalmentPicker({ loan, useCase }: InstalmentPickerProps) {
  const { t } = useTranslation();
  const choose = useAddressChoice();
  const company = useCompanyView();
  const [today] = useState(() => new Date());
  return (
    <ChoiceList
      heading={t('loans.picker.chooseInstalment')}
      empty={t('loans.picker.noInstalment')}
      back={{ href: loanHref(loan, company), label: t('loans.action.toLoan', { name: loan.Name }) }}
      choices={instalmentsForUseCase(loan, useCase, today).map((instalment) => ({
        id: instalment.Id,
        row: (
          <InstalmentRow
            loan={loan}
            instalment={instalment}
            today={today}
            onSelect={() => choose('installmentId', instalment.Id)}
          />
        ),
      }))}
    />
  );
}
