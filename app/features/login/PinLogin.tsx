import { useTranslation } from 'react-i18next';
import { pinLogin } from '../../../api/quickLogin';
import { CodeInput } from '../../../ui/CodeInput';
import { useMessageText } from '../../../ui/MessageText';
import { Stack } from '../../../ui/Stack';
import { useCallMutation } from '../../data/calls';

/** The PIN of this device; the bank says when a wrong one has locked it. */
export function PinLogin({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const login = useCallMutation(pinLogin, { onSuccess: onLoggedIn });
  return (
    <Stack gap={4}>
      <h2>{t('quickLogin.pin.heading')}</h2>
      <p>{t('quickLogin.pin.intro')}</p>
      <CodeInput
        label={t('quickLogin.pin.label')}
        disabled={login.isPending}
        error={login.error ? text(login.error.message) : null}
        onComplete={(Pin) => login.mutate({ Pin })}
      />
    </Stack>
  );
}
