import { useTranslation } from 'react-i18next';
import * as calls from '../../../api/companyOnboarding';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { useMessageText } from '../../../ui/MessageText';
import { Stack } from '../../../ui/Stack';
import { useCallMutation } from '../../data/calls';

/** Before the representative is identified: what is needed, and the strong identification. */
export function IdentifyStart() {
  const { t } = useTranslation();
  const text = useMessageText();
  const start = useCallMutation(calls.companyTupasStart, {
    onSuccess: ({ IdentificationUrl }) => window.location.assign(IdentificationUrl),
  });
  return (
    <Stack gap={4}>
      <p>{t('companyOnboarding.intro')}</p>
      <p>{t('companyOnboarding.identifyLead')}</p>
      {start.error && (
        <AlertBox tone="error">
          <span>{text(start.error.message)}</span>
        </AlertBox>
      )}
      <div>
        <Button busy={start.isPending || start.isSuccess} onClick={() => start.mutate({})}>
          {t('companyOnboarding.identify')}
        </Button>
      </div>
    </Stack>
  );
}
