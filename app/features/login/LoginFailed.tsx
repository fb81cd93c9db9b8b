import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../ui/AlertBox';
import type { LoginError } from './LoginPage';

/** Why the last identification did not log the customer in. */
export function LoginFailed({ reason }: { reason: LoginError }) {
  const { t } = useTranslation();
  return (
    <AlertBox tone="error" title={t('login.failed')}>
      {t(`login.errors.${reason}`)}
    </AlertBox>
  );
}
