import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { Modal } from '../Modal';

export interface ConfirmDialogProps {
  open: boolean;
  /** The yes/no question, the dialog's title: 'Poista maksunsaaja?'. */
  question: ReactNode;
  /** What the answer means, when the question alone does not say it. */
  children?: ReactNode;
  onConfirm: () => void;
  /** 'Ei', Sulje and Esc. */
  onCancel: () => void;
  /** The confirmed action is running: 'Kyllä' waits and the dialog cannot be cancelled. */
  busy?: boolean;
}

/** A modal yes/no question ('Kyllä' / 'Ei') before an action that cannot be undone. */
export function ConfirmDialog({
  open,
  question,
  children,
  onConfirm,
  onCancel,
  busy = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  // While the action runs, cancelling would only hide it: the answer has already been sent.
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <Modal
      open={open}
      onClose={cancel}
      title={question}
      footer={
        <>
          <Button busy={busy} onClick={onConfirm}>
            {t('common.yes')}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={cancel}>
            {t('common.no')}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
