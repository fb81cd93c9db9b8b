import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { AlertBox } from '../../../ui/AlertBox';
import { ButtonLink } from '../../../ui/ButtonLink';
import { Stack } from '../../../ui/Stack';
import { bankQueryClient } from '../../shell/BankQueries';
import { PublicPage } from '../../shell/PublicPage';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { WhenLoaded } from '../../shell/WhenLoaded';
import { useApplication, useSessionStatus, type CompanyLoanApplication } from './api';
import { ApplicationSummary } from './ApplicationSummary';
import { BeneficialOwners } from './BeneficialOwners';
import { IdentifyButton } from './IdentifyButton';
import { OwnersConfirmation } from './OwnersConfirmation';
import { SignForm } from './SignForm';
import { Signatories } from './Signatories';

/**
 * `/landing/company-loan-application/sign/:id`: the link every signatory and beneficial owner
 * opens. Each identifies in their own session; each owner confirms for themselves and each
 * signatory signs by strong identification; the page shows who has signed or confirmed, who is
 * awaited, and the payout.
 */
export function SigningPage() {
  return (
    <QueryClientProvider client={bankQueryClient()}>
      <PublicPage>
        <Signing />
      </PublicPage>
    </QueryClientProvider>
  );
}

function Signing() {
  const { t } = useTranslation();
  useDocumentTitle(t('companyLoan.signing.title'));
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const returned = params.get('status');
  const session = useSessionStatus();
  const active = session.data?.status === 'active';
  const application = useApplication(id, { enabled: active });
  return (
    <Stack gap={5}>
      <h1>{t('companyLoan.signing.title')}</h1>
      {(returned === 'cancel' || returned === 'error') && (
        <AlertBox tone="error">
          <span>{t(`companyLoan.returned.${returned}`)}</span>
        </AlertBox>
      )}
      <WhenLoaded queries={[session]} failedTitle={t('companyLoan.loadFailed')}>
        {() =>
          active ? (
            <WhenLoaded queries={[application]} failedTitle={t('companyLoan.loadFailed')}>
              {(loaded) => <SigningState application={loaded} />}
            </WhenLoaded>
          ) : (
            <Stack gap={3}>
              <p>{t('companyLoan.signing.identifyLead')}</p>
              <IdentifyButton Id={id} />
            </Stack>
          )
        }
      </WhenLoaded>
    </Stack>
  );
}

function SigningState({ application }: { application: CompanyLoanApplication }) {
  const { t } = useTranslation();
  return (
    <Stack gap={5}>
      <ApplicationSummary application={application} />
      <Signatories signatories={application.Signatories} />
      <BeneficialOwners owners={application.Owners} />
      {application.Status === 'PaidOut' ? (
        <Stack gap={3}>
          <AlertBox tone="success">
            <span role="status">{t('companyLoan.signing.paidOut')}</span>
          </AlertBox>
          <div>
            <ButtonLink href="/bank/company/loans">{t('companyLoan.signing.toLoans')}</ButtonLink>
          </div>
        </Stack>
      ) : application.YouMayConfirmOwnership ? (
        <OwnersConfirmation application={application} />
      ) : application.YouMaySign ? (
        <SignForm application={application} />
      ) : application.YouHaveSigned ? (
        <p role="status">{t('companyLoan.signing.youHaveSigned')}</p>
      ) : (
        <p>{t(`companyLoan.decision.${application.Status}`)}</p>
      )}
    </Stack>
  );
}
