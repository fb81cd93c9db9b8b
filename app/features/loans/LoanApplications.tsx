import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DateText } from '../../../ui/DateText';
import { ListRow } from '../../../ui/ListRow';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { Money } from '../../../ui/Money';
import { LoadFailed } from '../../shell/LoadFailed';
import { ApplicationStatusBadge } from './ApplicationStatusBadge';
import { useLoanApplications } from './api';
import { applicationHref } from './applicationHref';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The customer's loan applications under the loans, each with its status badge. */
export function LoanApplications() {
  const { t } = useTranslation();
  const headingId = useId();
  const { data, isPending, isError, error, refetch } = useLoanApplications();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('loans.applications.title')}</h2>
      {isError ? (
        <LoadFailed
          title={t('loans.applications.loadFailed')}
          error={error}
          onRetry={() => void refetch()}
        />
      ) : (
        <LoadingOverlay loading={isPending}>
          {data?.length === 0 && <p>{t('loans.applications.empty')}</p>}
          {data && data.length > 0 && (
            <List>
              {data.map((application) => (
                <li key={application.Id}>
                  <ListRow
                    href={applicationHref(application.Id)}
                    title={
                      application.IsTopUpLoan
                        ? t('loans.applications.topUp')
                        : t('loans.applications.newLoan')
                    }
                    details={<DateText date={application.CreatedAt} />}
                    trailing={
                      <>
                        <Money cents={application.Amount} tone="plain" />
                        <ApplicationStatusBadge status={application.Status} />
                      </>
                    }
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
