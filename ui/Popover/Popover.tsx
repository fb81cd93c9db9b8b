import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { Icon, type IconName } from '../Icon';
import { IconButton } from '../IconButton';
import { useCloseOnPointerOutside } from '../useCloseOnPointerOutside';

export interface PopoverProps {
  /** The toggle's text, or its accessible name when `icon` is given. */
  label: string;
  /** Shows an icon-only toggle (for example 'info' beside a field). */
  icon?: IconName;
  /** The panel's content: short help or a few actions. */
  children: ReactNode;
  /** Which edge of the toggle the panel lines up with. */
  align?: 'start' | 'end';
}

const Root = styled.div`
  position: relative;
  display: inline-block;
`;

const Panel = styled.div<{ $align: 'start' | 'end' }>`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space[1]});
  ${({ $align }) => ($align === 'start' ? 'left: 0;' : 'right: 0;')}
  z-index: 10;
  width: max-content;
  max-width: min(320px, 90vw);
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.surface};
  color: ${({ theme }) => theme.colors.text.default};
  box-shadow: ${({ theme }) => theme.shadows.md};

  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
`;

/**
 * A toggle with a small non-modal panel below it (the disclosure pattern): Esc and a click
 * outside close it, Esc returns focus to the toggle. The panel follows the toggle in the DOM, so
 * Tab reaches its content next.
 */
export function Popover({ label, icon, children, align = 'start' }: PopoverProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useCloseOnPointerOutside(rootRef, open, setOpen);

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    // Handled here, so an enclosing modal does not close as well.
    event.preventDefault();
    event.stopPropagation();
    setOpen(false);
    toggleRef.current?.focus();
  };

  const toggle = {
    ref: toggleRef,
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: () => setOpen(!open),
  };

  return (
    <Root ref={rootRef} onKeyDown={handleKeyDown}>
      {icon ? (
        <IconButton icon={icon} label={label} {...toggle} />
      ) : (
        <Button variant="tertiary" {...toggle}>
          {label}
          <Icon name={open ? 'chevron-up' : 'chevron-down'} />
        </Button>
      )}
      <Panel id={panelId} $align={align} hidden={!open}>
        {children}
      </Panel>
    </Root>
  );
}
