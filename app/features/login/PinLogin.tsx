import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoggedIn, pinLogin } from '../../../api/quickLogin';
import { CodeInput } from '../../../ui/CodeInput';
import { useMessageText } from '../../../ui/MessageText';
import { Stack } from '../../../ui/Stack';
import { useCallMutation } from '../../data/calls';

/** The PIN of this device; the bank says when a wrong one has locked it. */
export function PinLogin({ onLoggedIn }: { onLoggedIn: (answer: LoggedIn) => void }) {
  const { t } = useTranslation();
  const text = useMessageText();
  // A refused PIN empties the boxes, so the same digits can be typed again.
  const [tries, setTries] = useState(0);
  const login = useCallMutation(pinLogin, {
    onSuccess: onLoggedIn,
    onError: () => setTries((count) => count + 1),
  });
  return (
    <Stack gap={4}>
      <h2>{t('quickLogin.pin.heading')}</h2>
      <p>{t('quickLogin.pin.intro')}</p>
      <CodeInput
        key={tries}
        label={t('quickLogin.pin.label')}
        disabled={login.isPending}
        error={login.error ? text(login.error.message) : null}
        onComplete={(Pin) => login.mutate({ Pin })}
      />
    </Stack>
  );
}
