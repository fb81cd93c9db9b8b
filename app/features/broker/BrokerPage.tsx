import { useTranslation } from 'react-i18next';
import { Stack } from '../../../ui/Stack';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { WhenLoaded } from '../../shell/WhenLoaded';
import { useBroker, useBrokerApplications } from './api';
import { BrokerApplicationForm } from './BrokerApplicationForm';
import { BrokerApplicationList } from './BrokerApplicationList';

/**
 * `/bank/broker` (ours: the spec names the calls only): a loan broker, logged in by strong
 * identification, applies for client companies and follows the applications they made.
 */
export function BrokerPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('broker.title'));
  const broker = useBroker();
  const applications = useBrokerApplications();
  return (
    <Stack gap={5}>
      <h1>{t('broker.title')}</h1>
      <WhenLoaded queries={[broker]} failedTitle={t('broker.loadFailed')}>
        {({ Name, FirmName }) => (
          <Stack gap={5}>
            <p>{t('broker.identity', { name: Name, firm: FirmName })}</p>
            <p>{t('broker.lead')}</p>
            <BrokerApplicationForm />
            <section aria-labelledby="broker-applications">
              <h2 id="broker-applications">{t('broker.list.heading')}</h2>
              <WhenLoaded queries={[applications]} failedTitle={t('broker.loadFailed')}>
                {({ Applications }) => <BrokerApplicationList applications={Applications} />}
              </WhenLoaded>
            </section>
          </Stack>
        )}
      </WhenLoaded>
    </Stack>
  );
}
