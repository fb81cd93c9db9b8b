import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { instalmentBadge, instalmentsForUseCase } from '../../../domain/loans/instalments';
import type { Loan } from '../../../domain/loans/loan';
import { DateText } from '../../../ui/DateText';
import { ListRow } from '../../../ui/ListRow';
import { Money } from '../../../ui/Money';
import { StatusBadge } from '../../../ui/StatusBadge';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * The loan's open instalments in order, each with its due date, open amount and badge:
 * 'Myöhässä' red, 'Viimeinen erä', 'Uusi' green (a limit's overdue invoice is red too).
 */
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
          {open.map((instalment) => {
            const badge = instalmentBadge(instalment, loan, today);
            return (
              <li key={instalment.Id}>
                <ListRow
                  title={t('loans.details.instalment', { order: instalment.InstallmentOrder })}
                  details={<DateText date={instalment.DueDate} />}
                  trailing={
                    <>
                      <Money cents={instalment.TotalOpen} tone="plain" />
                      <StatusBadge
                        tone={badge.tone}
                        label={t(`kit.instalmentBadge.${badge.kind}`)}
                      />
                    </>
                  }
                />
              </li>
            );
          })}
        </List>
      )}
    </section>
  );
}
