import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { instalmentsForUseCase } from '../../../domain/loans/instalments';
import type { Loan } from '../../../domain/loans/loan';
import { InstalmentRow } from './InstalmentRow';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The loan's open instalments in order, each with its due date, open amount and badge. */
export function InstalmentList({ loan, today }: { loan: Loan; today: Date }) {
  const { t } = useTranslation();
  const headingId = useId();
  const open = instalmentsForUseCase(loan, 'PayInstallment', today);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('loans.details.instalments')}</h2>
      {open.length === 0 ? (
        <p>{t('loans.details.noInstalments')}</p>
      ) : (
        <List>
          {open.map((instalment) => (
            <li key={instalment.Id}>
              <InstalmentRow loan={loan} instalment={instalment} today={today} />
            </li>
          ))}
        </List>
      )}
    </section>
  );
}
