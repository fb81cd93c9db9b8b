import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AlertBox } from '../../../ui/AlertBox';
import { Stack } from '../../../ui/Stack';
import { StepIndicator } from '../../../ui/StepIndicator';
import { bankQueryClient } from '../../shell/BankQueries';
import { PublicPage } from '../../shell/PublicPage';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { WhenLoaded } from '../../shell/WhenLoaded';
import { useOnboarding, useSessionStatus, type Onboarding } from './api';
import { CompanyStep } from './CompanyStep';
import { ConfirmStep } from './ConfirmStep';
import { IdentifyStart } from './IdentifyStart';
import { KycStep } from './KycStep';
import { OnboardingDone } from './OnboardingDone';
import { OwnersStep } from './OwnersStep';
import { PhoneStep } from './PhoneStep';
import { currentStep, previousStep, stepNumber, STEPS, type Step } from './steps';
import { TaxStep } from './TaxStep';

/**
 * `/open/company`: a representative makes their company a customer, one step at a time, after
 * strong identification. In the bank's one cache, without the logged-in pages' logout: before
 * the identification there is no session to lose.
 */
export function CompanyOnboardingPage() {
  return (
    <QueryClientProvider client={bankQueryClient()}>
      <PublicPage>
        <OnboardingPage />
      </PublicPage>
    </QueryClientProvider>
  );
}

function OnboardingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('companyOnboarding.title'));
  const [params] = useSearchParams();
  const returned = params.get('status');
  const session = useSessionStatus();
  return (
    <Stack gap={5}>
      <h1>{t('companyOnboarding.title')}</h1>
      {(returned === 'cancel' || returned === 'error') && (
        <AlertBox tone="error">
          <span>{t(`companyOnboarding.returned.${returned}`)}</span>
        </AlertBox>
      )}
      <WhenLoaded queries={[session]} failedTitle={t('companyOnboarding.loadFailed')}>
        {({ status }) => (status === 'active' ? <UnderWay /> : <IdentifyStart />)}
      </WhenLoaded>
    </Stack>
  );
}

function UnderWay() {
  const { t } = useTranslation();
  const onboarding = useOnboarding({ enabled: true });
  return (
    <WhenLoaded queries={[onboarding]} failedTitle={t('companyOnboarding.loadFailed')}>
      {(loaded) => <OnboardingSteps onboarding={loaded} />}
    </WhenLoaded>
  );
}

function OnboardingSteps({ onboarding }: { onboarding: Onboarding }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Step | null>(null);
  const step = currentStep(onboarding, chosen);
  const before = previousStep(step);
  const props = { onboarding, onBack: () => setChosen(before) };
  return (
    <Stack gap={5}>
      <StepIndicator
        current={stepNumber(step)}
        total={STEPS.length}
        label={t('companyOnboarding.steps.label')}
      />
      {step === 'phone' && <PhoneStep onboarding={onboarding} />}
      {step === 'company' && <CompanyStep {...props} />}
      {step === 'owners' && <OwnersStep {...props} />}
      {step === 'tax' && <TaxStep {...props} />}
      {step === 'kyc' && <KycStep {...props} />}
      {step === 'confirm' && <ConfirmStep {...props} />}
      {step === 'done' && <OnboardingDone onboarding={onboarding} />}
    </Stack>
  );
}
