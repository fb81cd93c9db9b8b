import { queryOptions, useQuery } from '@tanstack/react-query';
import * as loans from '../../../api/loans';
import { callApi } from '../../../api/client';

export const loanSummaryQuery = queryOptions({
  queryKey: ['loans', 'summary'],
  queryFn: ({ signal }) => callApi(loans.summary, {}, { signal }),
});

export const useLoanSummary = (enabled = true) => useQuery({ ...loanSummaryQuery, enabled });
