import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../ui/AlertBox';
import { Stack } from '../../../ui/Stack';
import { StepIndicator } from '../../../ui/StepIndicator';
import { useCustomer } from '../../shell/customer';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { WhenLoaded } from '../../shell/WhenLoaded';
import { useCardApplication, type CardApplication } from './api';
import { ApplicationStep } from './ApplicationStep';
import { CardReady } from './CardReady';
import { ContactStep } from './ContactStep';
import { PaymentAccountStep } from './PaymentAccountStep';
import { ProposalStep } from './ProposalStep';
import { useFlowFunnelStep } from '../../data/funnel';
import { currentStep, stepNumber, STEPS, type Step } from './steps';
import { TermsStep } from './TermsStep';

/** `/bank/cards/apply`: a person applies for a consumer credit card, one step at a time. */
export function CardApplicationPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('cardApplication.title'));
  const customer = useCustomer();
  const isPerson = customer.data?.customerType === 'Person';
  const application = useCardApplication({ enabled: isPerson });
  return (
    <Stack gap={5}>
      <h1>{t('cardApplication.title')}</h1>
      {customer.data && !isPerson ? (
        <AlertBox tone="info">{t('cardApplication.forPersonsOnly')}</AlertBox>
      ) : (
        <WhenLoaded
          queries={[customer, application] as const}
          failedTitle={t('cardApplication.loadFailed')}
        >
          {(_, loaded) => <ApplicationSteps application={loaded} />}
        </WhenLoaded>
      )}
    </Stack>
  );
}

function ApplicationSteps({ application }: { application: CardApplication }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Step | null>(null);
  const step = currentStep(application, chosen);
  useFlowFunnelStep('card-application', step);
  const goTo = (next: Step) => () => setChosen(next);
  return (
    <Stack gap={5}>
      {step === 'application' && <p>{t('cardApplication.intro')}</p>}
      <StepIndicator
        current={stepNumber(step)}
        total={STEPS.length}
        label={t('cardApplication.steps.label')}
      />
      {step === 'application' && (
        <ApplicationStep application={application} onDone={goTo('contact')} />
      )}
      {step === 'contact' && (
        <ContactStep
          application={application}
          onDone={goTo('terms')}
          onBack={goTo('application')}
        />
      )}
      {step === 'terms' && <TermsStep application={application} onBack={goTo('contact')} />}
      {step === 'proposal' && <ProposalStep application={application} />}
      {step === 'payment' && <PaymentAccountStep application={application} />}
      {step === 'done' && <CardReady application={application} />}
    </Stack>
  );
}
