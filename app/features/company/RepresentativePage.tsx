import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactPersonRecord } from '../../../api/companyRepresentative';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { Panel } from '../../../ui/Panel';
import { Stack } from '../../../ui/Stack';
import { ValueList } from '../../../ui/ValueList';
import { useKycPermission } from '../../shell/useKycPermission';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { WhenLoaded } from '../../shell/WhenLoaded';
import { useContactPerson } from './api';
import { AuthorizedCustomers } from './AuthorizedCustomers';
import { ContactPersonForm } from './ContactPersonForm';

/**
 * `/bank/company/representative`: the company's contact person, changed by whoever may act for
 * it, and the persons authorised to its web bank.
 */
export function RepresentativePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('representative.title'));
  const contact = useContactPerson();
  const permission = useKycPermission();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  return (
    <Stack gap={5}>
      <h1>{t('representative.title')}</h1>
      <p>{t('representative.lead')}</p>
      <div role="status">
        {saved && <AlertBox tone="success" title={t('representative.saved')} />}
      </div>
      <WhenLoaded queries={[contact]} failedTitle={t('representative.loadFailed')}>
        {(person) => (
          <Stack gap={4}>
            <Panel>
              {person ? <ContactPerson person={person} /> : <p>{t('representative.none')}</p>}
            </Panel>
            {permission?.allowed &&
              (editing ? (
                <ContactPersonForm
                  person={person}
                  onDone={() => {
                    setEditing(false);
                    setSaved(true);
                  }}
                  onCancel={() => setEditing(false)}
                />
              ) : (
                <div>
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setSaved(false);
                      setEditing(true);
                    }}
                  >
                    {person ? t('representative.change') : t('representative.nameNew')}
                  </Button>
                </div>
              ))}
            {permission && !permission.allowed && (
              <AlertBox tone="info">
                <span>{t('representative.cannotChange')}</span>
              </AlertBox>
            )}
          </Stack>
        )}
      </WhenLoaded>
      <AuthorizedCustomers />
    </Stack>
  );
}

function ContactPerson({ person }: { person: ContactPersonRecord }) {
  const { t } = useTranslation();
  return (
    <ValueList
      items={[
        {
          id: 'Name',
          term: t('representative.name'),
          value: `${person.FirstName} ${person.LastName}`,
        },
        { id: 'Email', term: t('representative.email'), value: person.Email },
        {
          id: 'PhoneNumber',
          term: t('representative.phone'),
          value: `${person.PhoneNumber.CountryCode} ${person.PhoneNumber.Number}`,
        },
      ]}
    />
  );
}
