import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIban } from '../../../domain/payments/ibanText';
import { AlertBox } from '../../../ui/AlertBox';
import { Link } from '../../../ui/Link';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { Panel } from '../../../ui/Panel';
import { Stack } from '../../../ui/Stack';
import { ValueList } from '../../../ui/ValueList';
import { useReturnStatus } from '../../data/useReturnStatus';
import { ActionGate } from '../../shell/ActionGate';
import { useCustomerDetails } from '../../shell/customer';
import { LoadFailed } from '../../shell/LoadFailed';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { AddressChange } from './AddressChange';
import { BankAccountChange, BankAccountOutcome } from './BankAccountChange';
import { ChangeSection } from './ChangeSection';
import { KycRenewal } from './KycRenewal';
import type { CustomerDetails } from './details';
import { PhoneChange } from './PhoneChange';

/** The customer's own details as the bank has them; a person changes hers here. */
export function CustomerPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('customer.title'));
  const { data, isPending, isError, error, refetch } = useCustomerDetails();
  const status = useReturnStatus();
  // What the last change did, said where a screen reader hears it.
  const [notice, setNotice] = useState<string | null>(null);
  const done = (close: () => void, text: string) => () => {
    close();
    setNotice(text);
  };

  return (
    <Stack gap={5}>
      <h1>{t('customer.title')}</h1>
      {status && <BankAccountOutcome status={status} />}
      <div role="status">{notice && <AlertBox tone="success" title={notice} />}</div>
      {isError ? (
        <LoadFailed title={t('customer.loadFailed')} error={error} onRetry={() => void refetch()} />
      ) : (
        <LoadingOverlay loading={isPending}>
          <Panel>{data && <DetailList details={data} />}</Panel>
        </LoadingOverlay>
      )}
      {data?.customerType === 'Person' && (
        <>
          <KycRenewal onRenewed={setNotice} />
          <ActionGate blockedTitle={t('customer.changes.blocked')}>
            <Stack gap={3}>
              <ChangeSection
                heading={t('customer.addressChange.heading')}
                open={t('customer.addressChange.open')}
              >
                {(close) => (
                  <AddressChange
                    details={data}
                    onDone={done(close, t('customer.addressChange.saved'))}
                  />
                )}
              </ChangeSection>
              <ChangeSection
                heading={t('customer.phoneChange.heading')}
                open={t('customer.phoneChange.open')}
              >
                {(close) => <PhoneChange onDone={done(close, t('customer.phoneChange.done'))} />}
              </ChangeSection>
              <ChangeSection
                heading={t('customer.bankAccount.heading')}
                open={t('customer.bankAccount.open')}
              >
                {() => <BankAccountChange />}
              </ChangeSection>
            </Stack>
          </ActionGate>
          <Stack gap={2}>
            <Link href="/bank/customer/all-payments-settings">{t('customer.securityLimits')}</Link>
            <Link href="/bank/customer/instant-transfers-settings">
              {t('customer.instantLimits')}
            </Link>
            <Link href="/bank/customer/feedback">{t('customer.feedback.link')}</Link>
            <Link href="/bank/customer/device-pin">{t('customer.devicePin')}</Link>
          </Stack>
        </>
      )}
    </Stack>
  );
}

function DetailList({ details }: { details: CustomerDetails }) {
  const { t } = useTranslation();
  const notGiven = t('customer.notGiven');
  const address = [
    details.StreetAddress,
    [details.PostalCode, details.City].filter(Boolean).join(' '),
    details.Country && details.Country !== 'FI' ? details.Country : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <ValueList
      items={[
        { id: 'Name', term: t('customer.name'), value: details.Name },
        {
          id: 'IdentityCode',
          term:
            details.customerType === 'Company'
              ? t('customer.businessId')
              : t('customer.identityCode'),
          value: details.IdentityCode,
        },
        { id: 'Email', term: t('customer.email'), value: details.Email ?? notGiven },
        {
          id: 'PhoneNumber',
          term: t('customer.phone'),
          value: details.PhoneNumber
            ? `${details.PhoneNumber.CountryCode} ${details.PhoneNumber.Number}`
            : notGiven,
        },
        { id: 'Address', term: t('customer.address'), value: address || notGiven },
        ...(details.customerType === 'Person'
          ? [
              {
                id: 'BankAccount',
                term: t('customer.bankAccount.term'),
                value: details.BankAccount ? formatIban(details.BankAccount) : notGiven,
              },
            ]
          : []),
      ]}
    />
  );
}
