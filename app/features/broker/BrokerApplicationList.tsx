import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CompanyLoanApplicationStatus } from '../../../domain/loans/companyLoanApplication';
import { DateText } from '../../../ui/DateText';
import { Money } from '../../../ui/Money';
import { StatusBadge, type StatusBadgeTone } from '../../../ui/StatusBadge';
import { ValueList } from '../../../ui/ValueList';
import type { BrokerApplication } from './api';
import { confirmationAddress } from './addresses';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  & > li {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[3]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border.subtle};
  }
`;

const Company = styled.h3`
  margin: 0;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.typography.size.md};
`;

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
    <List aria-label={t('broker.list.heading')}>
      {applications.map((application) => (
        <li key={application.Id}>
          <Company>{application.CompanyName}</Company>
          <StatusBadge
            tone={TONES[application.Status]}
            label={t(`broker.statuses.${application.Status}`)}
          />
          <ValueList
            items={[
              {
                id: 'BusinessId',
                term: t('broker.form.businessId'),
                value: application.BusinessId,
              },
              {
                id: 'Amount',
                term: t('broker.form.amount'),
                value: <Money cents={application.Amount} tone="plain" />,
              },
              {
                id: 'InstallmentCount',
                term: t('broker.form.months'),
                value: t('broker.confirmation.monthsValue', {
                  months: application.InstallmentCount,
                }),
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
            ]}
          />
        </li>
      ))}
    </List>
  );
}
