import { useTranslation } from 'react-i18next';
import { pinSet } from '../../../api/quickLogin';
import { newPinSchema } from '../../../domain/customer/registration';
import { AlertBox } from '../../../ui/AlertBox';
import { CodeInput } from '../../../ui/CodeInput';
import { useMessageText } from '../../../ui/MessageText';
import { Stack } from '../../../ui/Stack';
import { useCallMutation } from '../../data/calls';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { useState } from 'react';

/**
 * A PIN for this device (`/bank/customer/device-pin`), for a customer who logged in strongly:
 * later the login page offers it. A session opened by SMS code or PIN is refused by the bank.
 */
export function DevicePinPage() {
  const { t } = useTranslation();
  const text = useMessageText();
  useDocumentTitle(t('quickLogin.setPin.heading'));
  const [problem, setProblem] = useState<string | null>(null);
  const set = useCallMutation(pinSet);
  const choose = (Pin: string) => {
    const checked = newPinSchema.safeParse(Pin);
    setProblem(checked.success ? null : (checked.error.issues[0]?.message ?? null));
    if (checked.success) set.mutate({ Pin });
  };
  const error = problem ?? set.error?.message ?? null;
  return (
    <Stack gap={5}>
      <h1>{t('quickLogin.setPin.heading')}</h1>
      <p>{t('quickLogin.setPin.intro')}</p>
      {set.isSuccess ? (
        <AlertBox tone="success">{t('quickLogin.setPin.done')}</AlertBox>
      ) : (
        <CodeInput
          label={t('quickLogin.setPin.label')}
          disabled={set.isPending}
          error={error && text(error)}
          onComplete={choose}
        />
      )}
    </Stack>
  );
}
