import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { Modal } from '../Modal';

export interface SettingsDialogProps {
  title: ReactNode;
  /** Tallenna and Peruuta beneath the content; without them only the header's Sulje closes. */
  editable: boolean;
  /** Saving is running: Tallenna waits and the dialog cannot be cancelled. */
  busy?: boolean;
  onSave: () => void;
  /** Peruuta, Sulje and Esc. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * An open modal that edits a few settings of one thing (a card's limits or regions): Tallenna
 * and Peruuta when the settings may be changed, only Sulje when they are shown read-only.
 */
export function SettingsDialog({
  title,
  editable,
  busy = false,
  onSave,
  onClose,
  children,
}: SettingsDialogProps) {
  const { t } = useTranslation();
  // While saving, cancelling would only hide the request that has already been sent.
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Modal
      open
      title={title}
      onClose={close}
      footer={
        editable && (
          <>
            <Button busy={busy} onClick={onSave}>
              {t('common.save')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={close}>
              {t('common.cancel')}
            </Button>
          </>
        )
      }
    >
      {children}
    </Modal>
  );
}
