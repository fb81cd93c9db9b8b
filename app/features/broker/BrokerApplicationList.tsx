import { useTranslation } from 'react-i18next';
import type { CompanyLoanApplicationStatus } from '../../../domain/loans/companyLoanApplication';
import { DateText } from '../../../ui/DateText';
import { Money } from '../../../ui/Money';
import type { StatusBadgeTone } from '../../../ui/StatusBadge';
import { RecordList } from '../../shell/RecordList';
import type { BrokerApplication } from './api';
import { confirmationAddress } from './addresses';

/** Waiting for the client is the broker's to follow up; a refusal is final. */
const TONES: Record<CompanyLoanApplicationStatus, StatusBadgeTone> = {
  WaitingForCustomer: 'orange',
  Draft: 'neutral',
  ManualHandling: 'orange',
  WaitingForSignatures: 'green',
  PaidOut: 'green',
  Rejected: 'red',
};

/** The broker's applications, each with its company, loan, state and confirmation link. */
export function BrokerApplicationList({
  applications,
}: {
  applications: readonly BrokerApplication[];
}) {
  const { t } = useTranslation();
  if (applications.length === 0) return <p>{t('broker.list.empty')}</p>;
  return (
    <RecordList
      label={t('broker.list.heading')}
      records={applications.map((application) => ({
        id: application.Id,
        heading: application.CompanyName,
        status: {
          tone: TONES[application.Status],
          label: t(`broker.statuses.${application.Status}`),
        },
        values: [
          { id: 'BusinessId', term: t('broker.form.businessId'), value: application.BusinessId },
          {
            id: 'Amount',
            term: t('broker.form.amount'),
            value: <Money cents={application.Amount} tone="plain" />,
          },
          {
            id: 'InstallmentCount',
            term: t('broker.form.months'),
            value: t('broker.confirmation.monthsValue', { months: application.InstallmentCount }),
          },
          {
            id: 'CreatedAt',
            term: t('broker.list.created'),
            value: <DateText date={application.CreatedAt.slice(0, 10)} />,
          },
          ...(application.Status === 'WaitingForCustomer'
            ? [
                {
                  id: 'link',
                  term: t('broker.list.link'),
                  value: <code>{confirmationAddress(application.Id)}</code>,
                },
              ]
            : []),
        ],
      }))}
    />
  );
}
