import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionStatus } from '../../../api/auth';
import { registrationStatus } from '../../../api/registration';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { Panel } from '../../../ui/Panel';
import { Stack } from '../../../ui/Stack';
import { StepIndicator } from '../../../ui/StepIndicator';
import { useCall } from '../../data/calls';
import { BankQueries } from '../../shell/BankQueries';
import { LoadFailed } from '../../shell/LoadFailed';
import { PublicPage } from '../../shell/PublicPage';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { CodeStep } from './CodeStep';
import { ContactStep, type CodeWaiting } from './ContactStep';
import { DoneStep } from './DoneStep';
import { IdentifyStep } from './IdentifyStep';
import { KycStep } from './KycStep';

const STEPS = 4;

/**
 * Becoming a customer (`/open/registration`): identify, contact details, the phone's SMS code,
 * the KYC questions. Identifying opens the person's session; the bank then says which step is
 * next, so a reload or a return goes on where the person was.
 */
export function RegistrationPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('registration.title'));
  return (
    <BankQueries>
      <Registration />
    </BankQueries>
  );
}

function Registration() {
  const { t } = useTranslation();
  const session = useCall(sessionStatus, {});
  return (
    <PublicPage>
      <Panel>
        <Stack gap={5}>
          <h1>{t('registration.title')}</h1>
          {session.isPending ? (
            <LoadingOverlay loading />
          ) : session.data?.status === 'active' ? (
            <RegistrationSteps />
          ) : (
            <>
              <StepIndicator current={1} total={STEPS} label={t('registration.steps')} />
              <IdentifyStep />
            </>
          )}
        </Stack>
      </Panel>
    </PublicPage>
  );
}

function RegistrationSteps() {
  const { t } = useTranslation();
  const status = useCall(registrationStatus, {});
  const [waiting, setWaiting] = useState<CodeWaiting | null>(null);
  if (status.isError) {
    return (
      <LoadFailed
        title={t('registration.loadFailed')}
        error={status.error}
        onRetry={() => void status.refetch()}
      />
    );
  }
  if (!status.data) return <LoadingOverlay loading />;
  const { Step, FirstName } = status.data;
  if (Step === 'Done') return <DoneStep />;
  const current = Step === 'Kyc' ? 4 : waiting ? 3 : 2;
  return (
    <>
      <StepIndicator current={current} total={STEPS} label={t('registration.steps')} />
      {Step === 'Kyc' ? (
        <KycStep />
      ) : waiting ? (
        <CodeStep waiting={waiting} onNewCode={() => setWaiting(null)} />
      ) : (
        <ContactStep firstName={FirstName} onSent={setWaiting} />
      )}
    </>
  );
}
