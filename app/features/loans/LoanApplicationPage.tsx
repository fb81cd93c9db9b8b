import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { CallOutput } from '../../../api/call';
import type * as loans from '../../../api/loans';
import { AlertBox } from '../../../ui/AlertBox';
import { DateText } from '../../../ui/DateText';
import { Link } from '../../../ui/Link';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { Stack } from '../../../ui/Stack';
import { ValueList, type ValueListItem } from '../../../ui/ValueList';
import { isEntityId } from '../../shell/entityId';
import { LoadFailed } from '../../shell/LoadFailed';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { ApplicationStatusBadge } from './ApplicationStatusBadge';
import { moneyItem, topUpIncreaseItems } from './actionItems';
import { useLoanApplications } from './api';
import { loansRoot } from './loanPaths';

type LoanApplication = CallOutput<typeof loans.applications>[number];

/** `/bank/loans/application/{id}/details`: one application, its status and what was asked. */
export function LoanApplicationPage() {
  const { t } = useTranslation();
  const { applicationId } = useParams();
  const valid = isEntityId(applicationId);
  const applications = useLoanApplications();
  const application = valid
    ? applications.data?.find((candidate) => candidate.Id === applicationId)
    : undefined;
  useDocumentTitle(t('loans.applications.page'));
  return (
    <Stack gap={5}>
      <div>
        <Link href={loansRoot(false)}>{t('loans.details.allLoans')}</Link>
      </div>
      <h1>{t('loans.applications.page')}</h1>
      {application ? (
        <ApplicationDetails application={application} />
      ) : valid && applications.isError ? (
        <LoadFailed
          title={t('loans.applications.loadFailed')}
          error={applications.error}
          onRetry={() => void applications.refetch()}
        />
      ) : valid && applications.isPending ? (
        <LoadingOverlay loading />
      ) : (
        <AlertBox tone="error" title={t('loans.applications.notFound')}>
          {t('loans.applications.notFoundText')}
        </AlertBox>
      )}
    </Stack>
  );
}

function ApplicationDetails({ application }: { application: LoanApplication }) {
  const { t } = useTranslation();
  const items: ValueListItem[] = [
    {
      id: 'Status',
      term: t('loans.topUp.status'),
      value: <ApplicationStatusBadge status={application.Status} />,
    },
    {
      id: 'CreatedAt',
      term: t('loans.applications.created'),
      value: <DateText date={application.CreatedAt} />,
    },
    {
      id: 'Kind',
      term: t('loans.applications.kind'),
      value: application.IsTopUpLoan
        ? t('loans.applications.topUp')
        : t('loans.applications.newLoan'),
    },
    ...topUpIncreaseItems(t, application.TopUpIncreaseAmount),
    moneyItem('Amount', t('loans.applications.amount'), application.Amount),
    {
      id: 'InstallmentCount',
      term: t('loans.topUp.months'),
      value: t('loans.topUp.monthsOption', { months: application.InstallmentCount }),
    },
    ...(application.PurposeEnum
      ? [
          {
            id: 'PurposeEnum',
            term: t('loans.details.purpose'),
            value: t(`loans.purpose.${application.PurposeEnum}`),
          },
        ]
      : []),
    ...(application.ApprovedAmount === null
      ? []
      : [
          moneyItem('ApprovedAmount', t('loans.applications.approved'), application.ApprovedAmount),
        ]),
  ];
  return <ValueList items={items} />;
}
