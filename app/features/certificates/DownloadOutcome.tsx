import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../ui/AlertBox';
import { useMessageText } from '../../../ui/MessageText';

export interface DownloadOutcomeProps {
  downloaded: boolean;
  /** The refusal (a text or a message code), when no field of the form shows it. */
  error: string | null;
}

/** Whether the certificate came: a quiet confirmation, or the bank's reason it did not. */
export function DownloadOutcome({ downloaded, error }: DownloadOutcomeProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  if (error) {
    return (
      <AlertBox tone="error" title={t('certificates.failed')}>
        {text(error)}
      </AlertBox>
    );
  }
  return <p role="status">{downloaded && t('certificates.downloaded')}</p>;
}
