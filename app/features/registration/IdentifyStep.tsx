import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { registrationTupasStart } from '../../../api/registration';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { Link } from '../../../ui/Link';
import { useMessageText } from '../../../ui/MessageText';
import { Stack } from '../../../ui/Stack';
import { useCallMutation } from '../../data/calls';

/** The first step: strong identification gives the identity; a way to the login for customers. */
export function IdentifyStep() {
  const { t } = useTranslation();
  const text = useMessageText();
  const [params] = useSearchParams();
  const [leaving, setLeaving] = useState(false);
  const start = useCallMutation(registrationTupasStart, {
    onSuccess: ({ IdentificationUrl }) => {
      setLeaving(true);
      window.location.assign(IdentificationUrl);
    },
  });
  const status = params.get('status');
  return (
    <Stack gap={4}>
      {status === 'error' && <AlertBox tone="error">{t('registration.identify.failed')}</AlertBox>}
      {status === 'cancel' && (
        <AlertBox tone="info">{t('registration.identify.cancelled')}</AlertBox>
      )}
      <p>{t('registration.identify.intro')}</p>
      {start.error && <AlertBox tone="error">{text(start.error.message)}</AlertBox>}
      <div>
        <Button busy={start.isPending || leaving} onClick={() => start.mutate({})}>
          {leaving ? t('registration.identify.starting') : t('registration.identify.start')}
        </Button>
      </div>
      <p>
        {t('registration.identify.haveBank')}{' '}
        <Link href="/bank/login">{t('registration.identify.login')}</Link>
      </p>
    </Stack>
  );
}
