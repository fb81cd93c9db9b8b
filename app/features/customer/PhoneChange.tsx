import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as ownDetails from '../../../api/ownDetails';
import { phoneChangeSchema } from '../../../domain/customer/ownDetails';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { CodeInput } from '../../../ui/CodeInput';
import { useMessageText } from '../../../ui/MessageText';
import { Stack } from '../../../ui/Stack';
import { useCallMutation } from '../../data/calls';
import { useBankForm } from '../../data/form';
import { PhoneField } from '../../shell/PhoneField';
import { asPhoneChange, phoneForm } from '../../shell/phoneForm';

interface Waiting {
  VerificationId: string;
  phone: string;
}

/**
 * A new phone number: the bank sends a 4-digit code by SMS to it, and the number is in force
 * once the code is typed. A wrong or expired code is said on the code input.
 */
export function PhoneChange({ onDone }: { onDone: () => void }) {
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  return waiting ? (
    <CodeEntry waiting={waiting} onDone={onDone} onNewCode={() => setWaiting(null)} />
  ) : (
    <NumberEntry onSent={setWaiting} />
  );
}

function NumberEntry({ onSent }: { onSent: (waiting: Waiting) => void }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const start = useCallMutation(ownDetails.updatePhoneNumberStart);
  const form = useBankForm(phoneForm, { defaultValues: { Phone: '' } });
  const submit = form.handleSubmit(async ({ Phone }) => {
    try {
      const { VerificationId } = await start.mutateAsync(
        phoneChangeSchema.parse(asPhoneChange(Phone)),
      );
      onSent({ VerificationId, phone: Phone });
    } catch (refusal) {
      form.showRefusal(refusal, { Number: 'Phone', CountryCode: 'Phone' });
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap={4}>
        <PhoneField control={form.control} name="Phone" label={t('customer.phoneChange.number')} />
        {form.refusal && (
          <AlertBox tone="error">
            <span>{text(form.refusal)}</span>
          </AlertBox>
        )}
        <div>
          <Button type="submit" busy={start.isPending}>
            {t('customer.phoneChange.send')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

function CodeEntry({
  waiting,
  onDone,
  onNewCode,
}: {
  waiting: Waiting;
  onDone: () => void;
  onNewCode: () => void;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const complete = useCallMutation(ownDetails.updatePhoneNumberComplete, { onSuccess: onDone });
  return (
    <Stack gap={4}>
      <p role="status">{t('customer.phoneChange.codeSent', { phone: waiting.phone })}</p>
      <CodeInput
        label={t('customer.phoneChange.code')}
        disabled={complete.isPending}
        error={complete.error ? text(complete.error.message) : null}
        onComplete={(Code) => complete.mutate({ VerificationId: waiting.VerificationId, Code })}
      />
      <div>
        <Button variant="secondary" onClick={onNewCode}>
          {t('customer.phoneChange.newCode')}
        </Button>
      </div>
    </Stack>
  );
}
