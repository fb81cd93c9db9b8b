import { useTranslation } from 'react-i18next';
import type { CompanyDetailsRecord } from '../../../api/company';
import { AlertBox } from '../../../ui/AlertBox';
import { Panel } from '../../../ui/Panel';
import { Stack } from '../../../ui/Stack';
import { ValueList } from '../../../ui/ValueList';
import { useKycPermission } from '../../shell/useKycPermission';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { WhenLoaded } from '../../shell/WhenLoaded';
import { useCompanyDetails } from './api';
import { ContactDetailsForm } from './ContactDetailsForm';
import { ContactRequestForm } from './ContactRequestForm';

/**
 * `/bank/company`: the company's details as the bank has them; whoever may act for it changes
 * its contact details here and asks the bank to change the rest.
 */
export function CompanyPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('company.title'));
  const details = useCompanyDetails();
  const permission = useKycPermission();

  return (
    <Stack gap={5}>
      <h1>{t('company.title')}</h1>
      <WhenLoaded queries={[details]} failedTitle={t('company.loadFailed')}>
        {(company) => (
          <Stack gap={5}>
            <CompanyDetails company={company} />
            {permission?.allowed && (
              <>
                <ContactDetailsForm company={company} />
                <ContactRequestForm />
              </>
            )}
            {permission && !permission.allowed && (
              <AlertBox tone="info">
                <span>{t('company.viewOnly')}</span>
              </AlertBox>
            )}
          </Stack>
        )}
      </WhenLoaded>
    </Stack>
  );
}

function CompanyDetails({ company }: { company: CompanyDetailsRecord }) {
  const { t } = useTranslation();
  const notGiven = t('company.notGiven');
  const address = [
    company.StreetAddress,
    [company.PostalCode, company.City].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  const phone = company.PhoneNumber
    ? `${company.PhoneNumber.CountryCode} ${company.PhoneNumber.Number}`
    : notGiven;
  return (
    <Panel>
      <ValueList
        items={[
          { id: 'Name', term: t('company.name'), value: company.Name },
          { id: 'BusinessId', term: t('company.businessId'), value: company.BusinessId },
          { id: 'Address', term: t('company.address'), value: address || notGiven },
          { id: 'Email', term: t('company.email'), value: company.Email ?? notGiven },
          { id: 'PhoneNumber', term: t('company.phone'), value: phone },
        ]}
      />
    </Panel>
  );
}
