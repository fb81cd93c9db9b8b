import { differenceInCalendarMonths } from 'date-fns/differenceInCalendarMonths';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import * as bankAccounts from '../../../api/bankAccounts';
import { parseIsoDate } from '../../../domain/dates/dates';
import { termDepositInterest } from '../../../domain/accounts/termDeposit';
import { DateText } from '../../../ui/DateText';
import { IbanText } from '../../../ui/IbanText';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { Money } from '../../../ui/Money';
import { Panel } from '../../../ui/Panel';
import { Stack } from '../../../ui/Stack';
import { ValueList, type ValueListItem } from '../../../ui/ValueList';
import { useCall } from '../../data/calls';
import { isEntityId } from '../../shell/entityId';
import { LoadFailed } from '../../shell/LoadFailed';
import { NotFoundPage } from '../../shell/NotFoundPage';
import { useAccountName } from '../../shell/useAccountName';
import type { AccountDetails } from './AccountSummary';
import { AccountFrame } from './AccountFrame';
import { CertificateLink } from './CertificateLink';
import { TransactionList } from './TransactionList';

/** `/bank/accounts/deposit/{id}`: a term deposit, what it will earn and its transactions. */
export function TermDepositPage() {
  const { accountId } = useParams();
  if (!isEntityId(accountId)) return <NotFoundPage />;
  return <TermDepositView accountId={accountId} />;
}

function isTermDeposit(account: AccountDetails): boolean {
  return account.Type === 'TermDeposit' || account.Type === 'ExternalTermDeposit';
}

function TermDepositView({ accountId }: { accountId: string }) {
  const accountName = useAccountName();
  return (
    <AccountFrame accountId={accountId} shows={isTermDeposit}>
      {(account, customer) => (
        <>
          <h1>{accountName(account)}</h1>
          <DepositSummary account={account} />
          <CertificateLink account={account} customerType={customer.customerType} />
          <DepositTransactions accountId={account.Id} />
        </>
      )}
    </AccountFrame>
  );
}

/** The deposit's term in whole months, from its opening to its maturity. */
function termMonths(account: AccountDetails): number | null {
  const start = parseIsoDate(account.OpenedAt);
  const end = account.TermDepositExpires ? parseIsoDate(account.TermDepositExpires) : null;
  return start && end ? differenceInCalendarMonths(end, start) : null;
}

function DepositSummary({ account }: { account: AccountDetails }) {
  const { t } = useTranslation();
  const headingId = useId();
  const amount = account.TermDepositAmount ?? account.Balance;
  const months = termMonths(account);
  const items: ValueListItem[] = [
    {
      id: 'TermDepositAmount',
      term: t('accounts.deposit.amount'),
      value: <Money cents={amount} tone="plain" />,
    },
    {
      id: 'InterestRate',
      term: t('accounts.account.interestRate'),
      value: t('accounts.account.percent', { rate: account.InterestRate }),
    },
    {
      id: 'OpenedAt',
      term: t('accounts.deposit.start'),
      value: <DateText date={account.OpenedAt} />,
    },
  ];
  if (months !== null) {
    items.push({
      id: 'Duration',
      term: t('accounts.deposit.duration'),
      value: t('accounts.deposit.months', { count: months }),
    });
  }
  if (account.TermDepositExpires) {
    items.push({
      id: 'TermDepositExpires',
      term: t('accounts.deposit.maturity'),
      value: <DateText date={account.TermDepositExpires} />,
    });
  }
  if (months !== null) {
    items.push({
      id: 'InterestAtMaturity',
      term: t('accounts.deposit.interestAtMaturity'),
      value: (
        <Money cents={termDepositInterest(amount, account.InterestRate, months)} tone="plain" />
      ),
    });
  }
  if (account.Iban) {
    items.push({
      id: 'Iban',
      term: t('accounts.account.iban'),
      value: <IbanText iban={account.Iban} />,
    });
  }
  return (
    <Panel as="section" aria-labelledby={headingId}>
      <Stack gap={4}>
        <h2 id={headingId}>{t('accounts.account.details')}</h2>
        <ValueList items={items} />
        <p>{t('accounts.deposit.interestNote')}</p>
      </Stack>
    </Panel>
  );
}

function DepositTransactions({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data, isPending, isError, error, refetch } = useCall(
    bankAccounts.depositAccountTransactions,
    { accountId },
  );
  return (
    <section aria-labelledby={headingId}>
      <Stack gap={4}>
        <h2 id={headingId}>{t('accounts.account.transactions')}</h2>
        {isError ? (
          <LoadFailed
            title={t('accounts.account.transactionsFailed')}
            error={error}
            onRetry={() => void refetch()}
          />
        ) : (
          <LoadingOverlay loading={isPending}>
            {data && data.length > 0 ? (
              <TransactionList transactions={data} />
            ) : (
              data && <p>{t('accounts.deposit.noTransactions')}</p>
            )}
          </LoadingOverlay>
        )}
      </Stack>
    </section>
  );
}
