import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDate, toIsoDate } from '../../../domain/dates/dates';
import { Button } from '../../../ui/Button';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { Stack } from '../../../ui/Stack';
import { LoadFailed } from '../../shell/LoadFailed';
import type { AccountDetails } from './AccountSummary';
import { transactionsQuery } from './transactionsQuery';
import { TransactionList } from './TransactionList';
import { TransactionRangeForm } from './TransactionRangeForm';
import { monthsUpTo, type DateRange } from './transactionRange';

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.muted};
`;

/**
 * The account's transactions: the last three months first, a range of the customer's choosing,
 * and 'Näytä lisää' adding the three months before what is shown, below it.
 */
export function AccountTransactions({ account }: { account: AccountDetails }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [today] = useState(() => new Date());
  const [range, setRange] = useState<DateRange>(() => monthsUpTo(today));
  const query = useInfiniteQuery({
    ...transactionsQuery(account.Id, range, account.OpenedAt),
    placeholderData: keepPreviousData,
  });
  const pages = query.data?.pages ?? [];
  const transactions = pages.flatMap((page) => page.transactions);
  const shown = pages.length > 0 ? { start: pages.at(-1)!.range.start, end: range.end } : range;
  const loading = query.isPending || query.isPlaceholderData;

  return (
    <section aria-labelledby={headingId}>
      <Stack gap={4}>
        <h2 id={headingId}>{t('accounts.account.transactions')}</h2>
        <TransactionRangeForm
          accountId={account.Id}
          range={range}
          today={toIsoDate(today)}
          onChange={setRange}
        />
        <Muted role="status">
          {!loading &&
            t('accounts.account.shownRange', {
              start: formatDate(shown.start),
              end: formatDate(shown.end),
            })}
        </Muted>
        {query.isError && (
          <LoadFailed
            title={t('accounts.account.transactionsFailed')}
            error={query.error}
            onRetry={() =>
              void (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch())
            }
          />
        )}
        <LoadingOverlay loading={loading}>
          {transactions.length > 0 ? (
            <TransactionList transactions={transactions} />
          ) : (
            !loading && !query.isError && <p>{t('accounts.account.noTransactions')}</p>
          )}
        </LoadingOverlay>
        {query.hasNextPage && !query.isFetchNextPageError && (
          <div>
            <Button
              variant="secondary"
              busy={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t('accounts.account.showMore')}
            </Button>
          </div>
        )}
      </Stack>
    </section>
  );
}
