import { useTranslation } from 'react-i18next';
import { Panel } from '../../../ui/Panel';
import { Stack } from '../../../ui/Stack';
import { WhenLoaded } from '../../shell/WhenLoaded';
import { useAuthorizedCustomers } from './api';

/** The persons with a right to the company's web bank ('get-authorized-customers'), and their rights. */
export function AuthorizedCustomers() {
  const { t } = useTranslation();
  const authorized = useAuthorizedCustomers();
  return (
    <section aria-labelledby="authorized-customers">
      <Stack gap={3}>
        <h2 id="authorized-customers">{t('representative.authorized.heading')}</h2>
        <p>{t('representative.authorized.lead')}</p>
        <WhenLoaded queries={[authorized]} failedTitle={t('representative.authorized.loadFailed')}>
          {(persons) =>
            persons.length === 0 ? (
              <p>{t('representative.authorized.empty')}</p>
            ) : (
              <Panel>
                <ul aria-labelledby="authorized-customers">
                  {persons.map((person) => (
                    <li key={`${person.FirstName} ${person.LastName} ${person.Role}`}>
                      <strong>
                        {person.FirstName} {person.LastName}
                      </strong>
                      {': '}
                      {t(`representative.authorized.roles.${person.Role}`)}
                      {person.Representation && ` (${person.Representation})`}
                    </li>
                  ))}
                </ul>
              </Panel>
            )
          }
        </WhenLoaded>
      </Stack>
    </section>
  );
}
