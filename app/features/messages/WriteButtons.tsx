import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { useMessageText } from '../../../ui/MessageText';
import { Stack } from '../../../ui/Stack';

export interface WriteButtonsProps {
  /** The bank's refusal that names no field of the form. */
  refusal: string | null;
  busy: boolean;
  /** Keeps the message as a draft instead of sending it. */
  onSaveDraft?: () => void;
  /** The submit button's words: 'Lähetä' unless given. */
  sendLabel?: string;
}

/** The foot of a message form: the bank's refusal, 'Lähetä' and, where it can be, the draft. */
export function WriteButtons({ refusal, busy, onSaveDraft, sendLabel }: WriteButtonsProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  return (
    <>
      {refusal && <AlertBox tone="error">{text(refusal)}</AlertBox>}
      <Stack direction="horizontal" gap={3} wrap>
        <Button type="submit" busy={busy}>
          {sendLabel ?? t('messages.form.send')}
        </Button>
        {onSaveDraft && (
          <Button type="button" variant="secondary" disabled={busy} onClick={onSaveDraft}>
            {t('messages.form.saveDraft')}
          </Button>
        )}
      </Stack>
    </>
  );
}
