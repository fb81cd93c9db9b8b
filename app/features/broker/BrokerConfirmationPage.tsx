import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import * as calls from '../../../api/broker';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { Money } from '../../../ui/Money';
import { Stack } from '../../../ui/Stack';
import { ValueList } from '../../../ui/ValueList';
import { useCallMutation } from '../../data/calls';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { WhenLoaded } from '../../shell/WhenLoaded';
import { companyApplicationAddress } from './addresses';
import { useCompanyApplication } from './api';

type Application = NonNullable<ReturnType<typeof useCompanyApplication>['data']>;

/**
 * `/bank/broker-confirmation/:id`: the link a broker gives the client company. Its signatory
 * reads the application and confirms it by strong identification; the company's own decision
 * and signing then continue on the company loan's page.
 */
export function BrokerConfirmationPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('broker.confirmation.title'));
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const returned = params.get('status');
  const application = useCompanyApplication(id);
  return (
    <Stack gap={5}>
      <h1>{t('broker.confirmation.title')}</h1>
      {(returned === 'cancel' || returned === 'error') && (
        <AlertBox tone="error">
          <span>{t(`broker.confirmation.${returned}`)}</span>
        </AlertBox>
      )}
      <WhenLoaded queries={[application]} failedTitle={t('broker.loadFailed')}>
        {(loaded) => <Confirmation application={loaded} />}
      </WhenLoaded>
    </Stack>
  );
}

function Confirmation({ application }: { application: Application }) {
  const { t } = useTranslation();
  const confirm = useCallMutation(calls.confirmBroker);
  const waiting = application.Status === 'WaitingForCustomer';
  const start = async () => {
    const { IdentificationUrl } = await confirm.mutateAsync({ Id: application.Id });
    window.location.assign(IdentificationUrl);
  };
  return (
    <Stack gap={4}>
      {waiting && <p>{t('broker.confirmation.lead')}</p>}
      <ValueList
        items={[
          {
            id: 'company',
            term: t('broker.confirmation.company'),
            value: `${application.CompanyName} (${application.BusinessId})`,
          },
          {
            id: 'type',
            term: t('broker.confirmation.loanType'),
            value: t(`companyLoan.loanNames.${application.LoanType}`),
          },
          {
            id: 'amount',
            term: t('broker.confirmation.amount'),
            value: <Money cents={application.Amount} tone="plain" />,
          },
          {
            id: 'months',
            term: t('broker.confirmation.months'),
            value: t('broker.confirmation.monthsValue', { months: application.InstallmentCount }),
          },
          ...(application.Purpose
            ? [
                {
                  id: 'purpose',
                  term: t('broker.confirmation.purpose'),
                  value: t(`companyLoan.purposes.${application.Purpose}`),
                },
              ]
            : []),
        ]}
      />
      {waiting ? (
        <Stack gap={2}>
          {confirm.error && (
            <AlertBox tone="error">
              <span role="alert">{confirm.error.ErrorMessage}</span>
            </AlertBox>
          )}
          <div>
            <Button
              onClick={() => void start().catch(() => undefined)}
              disabled={confirm.isPending || confirm.isSuccess}
            >
              {t('broker.confirmation.submit')}
            </Button>
          </div>
        </Stack>
      ) : (
        <Stack gap={3}>
          <p role="status">{t('broker.confirmation.confirmed')}</p>
          <div>
            <ButtonLink href={companyApplicationAddress(application.Id)}>
              {t('broker.confirmation.toApplication')}
            </ButtonLink>
          </div>
        </Stack>
      )}
    </Stack>
  );
}
