import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../ui/AlertBox';
import { Button } from '../../ui/Button';
import { useMessageText } from '../../ui/MessageText';
import { Stack } from '../../ui/Stack';

export interface LoadFailedProps {
  /** What could not be loaded: 'Tilin tietojen lataaminen epäonnistui.' */
  title: string;
  /** The bank's reason, when it gave one. */
  error?: Error | null;
  onRetry: () => void;
}

/** A query that failed: what failed, the bank's reason and a button to try again. */
export function LoadFailed({ title, error, onRetry }: LoadFailedProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  return (
    <AlertBox tone="error" title={title}>
      <Stack gap={3}>
        {error?.message && <span>{text(error.message)}</span>}
        <div>
          <Button variant="secondary" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </div>
      </Stack>
    </AlertBox>
  );
}
