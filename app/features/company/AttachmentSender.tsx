import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as attachments from '../../../api/companyAttachments';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { Stack } from '../../../ui/Stack';
import { UploadBox } from '../../../ui/UploadBox';
import { useCallMutation } from '../../data/calls';
import { LoadFailed } from '../../shell/LoadFailed';

/**
 * The upload box and its send button. The chosen file is kept until the bank has it: a failed
 * send keeps it in the box and offers to send the same file again.
 */
export function AttachmentSender() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [sentName, setSentName] = useState<string | null>(null);
  // A new box after each sent file: ready for the next one.
  const [box, setBox] = useState(0);
  const upload = useCallMutation(attachments.companyAttachmentUpload, {
    onSuccess: (attachment) => {
      setSentName(attachment.FileName);
      setFile(null);
      setBox((count) => count + 1);
    },
  });
  const choose = (chosen: File | null) => {
    setFile(chosen);
    setSentName(null);
    upload.reset();
  };
  const send = () => {
    if (file) upload.mutate({ File: file });
  };

  return (
    <section aria-labelledby="attachment-send">
      <Stack gap={3}>
        <h2 id="attachment-send">{t('companyAttachments.send.heading')}</h2>
        <UploadBox key={box} onFileAccepted={choose} onRemove={() => choose(null)} />
        {upload.isError && (
          <LoadFailed
            title={t('companyAttachments.send.failed')}
            error={upload.error}
            onRetry={send}
          />
        )}
        {file && !upload.isError && (
          <div>
            <Button onClick={send} busy={upload.isPending}>
              {t('companyAttachments.send.button')}
            </Button>
          </div>
        )}
        {sentName && (
          <AlertBox tone="success">
            <span>{t('companyAttachments.send.sent', { name: sentName })}</span>
          </AlertBox>
        )}
      </Stack>
    </section>
  );
}
