import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Loan } from '../../../domain/loans/loan';
import { AlertBox } from '../../../ui/AlertBox';
import { Link } from '../../../ui/Link';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { Stack } from '../../../ui/Stack';
import { isEntityId } from '../../shell/entityId';
import { LoadFailed } from '../../shell/LoadFailed';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { useLoans } from './api';
import { loansRoot } from './loanPaths';
import { useCompanyView } from './useCompanyView';

export interface LoanFrameProps {
  /** The loan the address names: a path part or `?loanId=`, unchecked. */
  loanId: string | null | undefined;
  /** The page's name while the loan is not known (and when it is not found). */
  title: string;
  /** The page's name once the loan is known. */
  titleOf?: (loan: Loan) => string;
  children: (loan: Loan, loans: readonly Loan[]) => ReactNode;
  /** The page when the address names no loan, given the customer's loans; without it, not found. */
  pick?: (loans: readonly Loan[]) => ReactNode;
}

/**
 * A page of one loan: the way back to all loans, a loading state, a failed load with a way to
 * try again, and a clear word when the address names no loan of the customer's (mistyped,
 * someone else's, already closed), without asking the bank anything for a malformed id. A page
 * that can offer the customer's loans to choose from does so when the address names none.
 */
export function LoanFrame({ loanId, title, titleOf, children, pick }: LoanFrameProps) {
  const { t } = useTranslation();
  const company = useCompanyView();
  const valid = isEntityId(loanId);
  const picker = loanId ? undefined : pick;
  const wanted = valid || picker !== undefined;
  const summary = useLoans({ enabled: wanted });
  const loan = valid ? summary.data?.find((candidate) => candidate.Id === loanId) : undefined;
  const known = loan !== undefined || !wanted || summary.data !== undefined;
  useDocumentTitle(loan && titleOf ? titleOf(loan) : title);

  return (
    <Stack gap={5}>
      <div>
        <Link href={loansRoot(company)}>{t('loans.details.allLoans')}</Link>
      </div>
      {loan ? (
        children(loan, summary.data ?? [loan])
      ) : summary.isError && wanted ? (
        <>
          <h1>{title}</h1>
          <LoadFailed
            title={t('loans.list.loadFailed')}
            error={summary.error}
            onRetry={() => void summary.refetch()}
          />
        </>
      ) : picker && summary.data ? (
        picker(summary.data)
      ) : known ? (
        <>
          <h1>{title}</h1>
          <AlertBox tone="error" title={t('loans.details.notFound')}>
            {t('loans.details.notFoundText')}
          </AlertBox>
        </>
      ) : (
        <>
          <h1>{title}</h1>
          <LoadingOverlay loading />
        </>
      )}
    </Stack>
  );
}
