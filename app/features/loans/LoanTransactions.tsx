import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Loan } from '../../../domain/loans/loan';
import { DateText } from '../../../ui/DateText';
import { ListRow } from '../../../ui/ListRow';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { Money } from '../../../ui/Money';
import { LoadFailed } from '../../shell/LoadFailed';
import { useLoanTransactions } from './api';
import { transactionYear } from '../../shell/transactionYear';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The loan's bookings of the last 12 months: payouts, withdrawals and instalments paid. */
export function LoanTransactions({ loan }: { loan: Pick<Loan, 'Id'> }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data, isPending, isError, error, refetch } = useLoanTransactions(
    loan.Id,
    transactionYear(new Date()),
  );
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('loans.transactions.title')}</h2>
      {isError ? (
        <LoadFailed
          title={t('loans.transactions.loadFailed')}
          error={error}
          onRetry={() => void refetch()}
        />
      ) : (
        <LoadingOverlay loading={isPending}>
          {data?.length === 0 && <p>{t('loans.transactions.empty')}</p>}
          {data && data.length > 0 && (
            <List>
              {data.map((transaction) => (
                <li key={transaction.Id}>
                  <ListRow
                    title={t(`kit.transactionType.${transaction.TransactionTypeEnum}`)}
                    details={
                      <>
                        <DateText date={transaction.BookingDate} />
                        {transaction.Message && <span>{transaction.Message}</span>}
                      </>
                    }
                    trailing={<Money cents={transaction.Amount} signPrefix />}
                  />
                </li>
              ))}
            </List>
          )}
        </LoadingOverlay>
      )}
    </section>
  );
}
