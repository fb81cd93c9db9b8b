import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../ui/AlertBox';
import { Button } from '../../ui/Button';
import { useMessageText } from '../../ui/MessageText';

export interface FormFooterProps {
  /** The bank's refusal that names no field of the form (`BankForm.refusal`). */
  refusal: string | null;
  /** The form is being sent: 'Jatka' shows it is busy. */
  busy: boolean;
  /** A form that acts at once says what it does instead of 'Jatka'. */
  label?: string;
}

/** The foot of a form that leads on to its next step: the bank's refusal, then 'Jatka'. */
export function FormFooter({ refusal, busy, label }: FormFooterProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  return (
    <>
      {refusal && <AlertBox tone="error">{text(refusal)}</AlertBox>}
      <div>
        <Button type="submit" busy={busy}>
          {label ?? t('common.continue')}
        </Button>
      </div>
    </>
  );
}
