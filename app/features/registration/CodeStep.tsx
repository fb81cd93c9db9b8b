import { useTranslation } from 'react-i18next';
import { registrationVerifySms } from '../../../api/registration';
import { Button } from '../../../ui/Button';
import { CodeInput } from '../../../ui/CodeInput';
import { useMessageText } from '../../../ui/MessageText';
import { Stack } from '../../../ui/Stack';
import { useCallMutation } from '../../data/calls';
import type { CodeWaiting } from './ContactStep';

/** The 4-digit code sent to the phone; once right, the registration moves on by itself. */
export function CodeStep({ waiting, onNewCode }: { waiting: CodeWaiting; onNewCode: () => void }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const verify = useCallMutation(registrationVerifySms);
  return (
    <Stack gap={4}>
      <h2>{t('registration.code.heading')}</h2>
      <p role="status">{t('registration.code.sent', { phone: waiting.phone })}</p>
      <CodeInput
        label={t('registration.code.label')}
        disabled={verify.isPending}
        error={verify.error ? text(verify.error.message) : null}
        onComplete={(Code) => verify.mutate({ VerificationId: waiting.VerificationId, Code })}
      />
      <div>
        <Button variant="secondary" onClick={onNewCode}>
          {t('registration.code.newCode')}
        </Button>
      </div>
    </Stack>
  );
}
