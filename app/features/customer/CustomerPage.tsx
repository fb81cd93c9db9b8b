import { useTranslation } from 'react-i18next';
import { Link } from '../../../ui/Link';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { Panel } from '../../../ui/Panel';
import { Stack } from '../../../ui/Stack';
import { ValueList } from '../../../ui/ValueList';
import { useCustomerDetails } from '../../shell/customer';
import { LoadFailed } from '../../shell/LoadFailed';
import { useDocumentTitle } from '../../shell/useDocumentTitle';

/** The customer's own details as the bank has them. */
export function CustomerPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('customer.title'));
  const { data, isPending, isError, error, refetch } = useCustomerDetails();
  const notGiven = t('customer.notGiven');
  const address =
    data &&
    [data.StreetAddress, [data.PostalCode, data.City].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', ');

  return (
    <Stack gap={5}>
      <h1>{t('customer.title')}</h1>
      {isError ? (
        <LoadFailed title={t('customer.loadFailed')} error={error} onRetry={() => void refetch()} />
      ) : (
        <LoadingOverlay loading={isPending}>
          <Panel>
            {data && (
              <ValueList
                items={[
                  { id: 'Name', term: t('customer.name'), value: data.Name },
                  {
                    id: 'IdentityCode',
                    term:
                      data.customerType === 'Company'
                        ? t('customer.businessId')
                        : t('customer.identityCode'),
                    value: data.IdentityCode,
                  },
                  { id: 'Email', term: t('customer.email'), value: data.Email ?? notGiven },
                  {
                    id: 'PhoneNumber',
                    term: t('customer.phone'),
                    value: data.PhoneNumber
                      ? `${data.PhoneNumber.CountryCode} ${data.PhoneNumber.Number}`
                      : notGiven,
                  },
                  { id: 'Address', term: t('customer.address'), value: address || notGiven },
                ]}
              />
            )}
          </Panel>
        </LoadingOverlay>
      )}
      {data?.customerType === 'Person' && (
        <Stack gap={2}>
          <Link href="/bank/customer/all-payments-settings">{t('customer.securityLimits')}</Link>
          <Link href="/bank/customer/instant-transfers-settings">
            {t('customer.instantLimits')}
          </Link>
        </Stack>
      )}
    </Stack>
  );
}
