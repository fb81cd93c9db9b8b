import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AlertBox } from '../../../ui/AlertBox';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { Panel } from '../../../ui/Panel';
import { Stack } from '../../../ui/Stack';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { useCustomerDetails } from '../../shell/customer';

const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: ${({ theme }) => `${theme.space[3]} ${theme.space[5]}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.text.muted};
  }
  dd {
    margin: 0;
  }
`;

/** The customer's own details as the bank has them. */
export function CustomerPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('bank.customer.title'));
  const { data, isPending, isError, error } = useCustomerDetails();
  const notGiven = t('bank.customer.notGiven');
  const address =
    data &&
    [data.StreetAddress, [data.PostalCode, data.City].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', ');

  return (
    <Stack gap={5}>
      <h1>{t('bank.customer.title')}</h1>
      {isError && <AlertBox tone="error">{error.message}</AlertBox>}
      <LoadingOverlay loading={isPending}>
        <Panel>
          {data && (
            <Details>
              <dt>{t('bank.customer.name')}</dt>
              <dd>{data.Name}</dd>
              <dt>
                {data.customerType === 'Company'
                  ? t('bank.customer.businessId')
                  : t('bank.customer.identityCode')}
              </dt>
              <dd>{data.IdentityCode}</dd>
              <dt>{t('bank.customer.email')}</dt>
              <dd>{data.Email ?? notGiven}</dd>
              <dt>{t('bank.customer.phone')}</dt>
              <dd>
                {data.PhoneNumber
                  ? `${data.PhoneNumber.CountryCode} ${data.PhoneNumber.Number}`
                  : notGiven}
              </dd>
              <dt>{t('bank.customer.address')}</dt>
              <dd>{address || notGiven}</dd>
            </Details>
          )}
        </Panel>
      </LoadingOverlay>
    </Stack>
  );
}
