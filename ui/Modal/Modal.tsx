import {
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled, { createGlobalStyle } from 'styled-components';
import { IconButton } from '../IconButton';
import { actionsFullWidthOnPhone } from '../media';

export interface ModalProps {
  /** Shows the dialog; the owner keeps this state. */
  open: boolean;
  /** Called on the close button and on Esc; the owner then sets `open` to false. */
  onClose: () => void;
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  /** The content, scrolling inside the dialog when long. */
  children?: ReactNode;
  /** The dialog's actions, below the content (for example Tallenna / Peruuta). */
  footer?: ReactNode;
  /** `sheet`: the full height of the screen at its end edge, as a phone's menu opens. */
  variant?: 'dialog' | 'sheet';
}

// The native modal <dialog> makes the page behind inert; this also stops it scrolling.
const ScrollLock = createGlobalStyle`
  body { overflow: hidden; }
`;

const Dialog = styled.dialog`
  width: min(100% - 2 * ${({ theme }) => theme.space[4]}, 560px);
  max-height: calc(100% - 2 * ${({ theme }) => theme.space[4]});
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};
  color: ${({ theme }) => theme.colors.text.default};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &[open] {
    display: flex;
    flex-direction: column;
  }

  &::backdrop {
    background: ${({ theme }) => theme.colors.background.overlay};
  }

  &[data-variant='sheet'] {
    width: min(100%, 22rem);
    max-width: none;
    height: 100%;
    max-height: none;
    margin: 0 0 0 auto;
    border-radius: 0;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[2]} 0 ${theme.space[5]}`};
`;

const Title = styled.h2`
  margin: 0;
  padding-top: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.typography.size.xl};
`;

const Body = styled.div`
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[5]} ${theme.space[5]}`};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[5]}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border.subtle};

  ${actionsFullWidthOnPhone}
`;

const TABBABLE =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex], [contenteditable="true"]';

function tabbablesIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) =>
      element.tabIndex >= 0 && !element.matches(':disabled') && element.checkVisibility(),
  );
}

/**
 * A modal dialog on the native `<dialog>` with `showModal()`, chosen over a hand-made one: the
 * browser gives the top layer, the inert page behind, focus moved inside and close requests (the
 * `cancel` event). We add Esc on keydown, a Tab wrap and the scroll lock. Rendered only while
 * open, in a portal on <body>; on closing, focus returns to the element that opened it.
 */
export function Modal({ open, ...rest }: ModalProps) {
  return open ? createPortal(<OpenDialog {...rest} />, document.body) : null;
}

function OpenDialog({
  onClose,
  title,
  children,
  footer,
  variant = 'dialog',
}: Omit<ModalProps, 'open'>) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    const opener = document.activeElement;
    dialog?.showModal();
    return () => {
      dialog?.close();
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, []);

  // Esc and other close requests: the owner decides, so the dialog never closes behind React's
  // back. A cancelled Esc keydown is no close request, so onClose runs once.
  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      handleCancel(event);
      return;
    }
    // The native dialog lets Tab leave for the browser's controls, or for the host page when the
    // bank runs in a frame; wrapping keeps keyboard users inside the dialog.
    if (event.key !== 'Tab') return;
    const tabbables = tabbablesIn(event.currentTarget);
    const edge = event.shiftKey ? tabbables[0] : tabbables.at(-1);
    const wrapTo = event.shiftKey ? tabbables.at(-1) : tabbables[0];
    if (
      wrapTo &&
      (document.activeElement === edge ||
        !tabbables.includes(document.activeElement as HTMLElement))
    ) {
      event.preventDefault();
      wrapTo.focus();
    }
  };

  return (
    <Dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      data-variant={variant}
      onCancel={handleCancel}
      onKeyDown={handleKeyDown}
    >
      <ScrollLock />
      <Header>
        <Title id={titleId}>{title}</Title>
        <IconButton icon="close" label={t('common.close')} onClick={onClose} />
      </Header>
      {children && <Body>{children}</Body>}
      {footer && <Footer>{footer}</Footer>}
    </Dialog>
  );
}
