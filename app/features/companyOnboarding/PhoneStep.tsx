import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as calls from '../../../api/companyOnboarding';
import { phoneChangeSchema } from '../../../domain/customer/ownDetails';
import { Button } from '../../../ui/Button';
import { CodeInput } from '../../../ui/CodeInput';
import { useMessageText } from '../../../ui/MessageText';
import { Stack } from '../../../ui/Stack';
import { useCallMutation } from '../../data/calls';
import { useBankForm } from '../../data/form';
import { FocusedHeading } from '../../shell/FocusedHeading';
import { PhoneField } from '../../shell/PhoneField';
import { asPhoneChange, phoneForm } from '../../shell/phoneForm';
import { StepForm } from '../../shell/StepForm';
import type { Onboarding } from './api';

interface Waiting {
  VerificationId: string;
  phone: string;
}

/** The representative's phone: a 4-digit code is sent to it by SMS and typed back. */
export function PhoneStep({ onboarding }: { onboarding: Onboarding }) {
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  return waiting ? (
    <CodeEntry onboarding={onboarding} waiting={waiting} onNewCode={() => setWaiting(null)} />
  ) : (
    <NumberEntry onboarding={onboarding} onSent={setWaiting} />
  );
}

function NumberEntry({
  onboarding,
  onSent,
}: {
  onboarding: Onboarding;
  onSent: (waiting: Waiting) => void;
}) {
  const { t } = useTranslation();
  const start = useCallMutation(calls.companySmsVerificationStart);
  const form = useBankForm(phoneForm, { defaultValues: { Phone: onboarding.Phone ?? '' } });
  const submit = form.handleSubmit(async ({ Phone }) => {
    try {
      const { VerificationId } = await start.mutateAsync({
        Id: onboarding.Id,
        ...phoneChangeSchema.parse(asPhoneChange(Phone)),
      });
      onSent({ VerificationId, phone: Phone });
    } catch (refusal) {
      form.showRefusal(refusal, { Number: 'Phone', CountryCode: 'Phone' });
    }
  });
  return (
    <StepForm
      title={t('companyOnboarding.steps.phone')}
      onSubmit={(event) => void submit(event)}
      refusal={form.refusal}
      busy={start.isPending}
      submitLabel={t('companyOnboarding.actions.sendCode')}
    >
      <p>{t('companyOnboarding.phone.lead')}</p>
      <PhoneField control={form.control} name="Phone" label={t('companyOnboarding.phone.number')} />
    </StepForm>
  );
}

function CodeEntry({
  onboarding,
  waiting,
  onNewCode,
}: {
  onboarding: Onboarding;
  waiting: Waiting;
  onNewCode: () => void;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const complete = useCallMutation(calls.companySmsVerificationComplete);
  return (
    <Stack gap={4}>
      <FocusedHeading>{t('companyOnboarding.steps.phone')}</FocusedHeading>
      <p role="status">{t('companyOnboarding.phone.codeSent', { phone: waiting.phone })}</p>
      <CodeInput
        label={t('companyOnboarding.phone.code')}
        disabled={complete.isPending}
        error={complete.error ? text(complete.error.message) : null}
        onComplete={(Code) =>
          complete.mutate({ Id: onboarding.Id, VerificationId: waiting.VerificationId, Code })
        }
      />
      <div>
        <Button variant="secondary" onClick={onNewCode}>
          {t('companyOnboarding.actions.sendCode')}
        </Button>
      </div>
    </Stack>
  );
}
