import type { ReactNode } from 'react';
import { AlertBox } from '../../ui/AlertBox';
import { Button } from '../../ui/Button';
import { useMessageText } from '../../ui/MessageText';
import { Stack } from '../../ui/Stack';
import { ValueList, type ValueListItem } from '../../ui/ValueList';
import { FocusedHeading } from './FocusedHeading';

export interface OperationSummaryProps {
  heading: string;
  intro?: string;
  items: readonly ValueListItem[];
  /** What else must be accepted or known before confirming (the terms, the cost, a fee). */
  children?: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /** Back to the form; its button is `editLabel`. */
  onEdit?: () => void;
  editLabel: string;
  busy: boolean;
  /** The bank's refusal, said above the buttons. */
  refusal: string | null;
}

/** What the customer confirms before the bank acts: the figures, then back to the form or confirm. */
export function OperationSummary({
  heading,
  intro,
  items,
  children,
  confirmLabel,
  onConfirm,
  onEdit,
  editLabel,
  busy,
  refusal,
}: OperationSummaryProps) {
  const text = useMessageText();
  return (
    <Stack gap={4}>
      <FocusedHeading>{heading}</FocusedHeading>
      {intro && <p>{intro}</p>}
      <ValueList items={items} />
      {children}
      {refusal && <AlertBox tone="error">{text(refusal)}</AlertBox>}
      <Stack direction="horizontal" gap={3} wrap>
        {onEdit && (
          <Button variant="secondary" onClick={onEdit} disabled={busy}>
            {editLabel}
          </Button>
        )}
        <Button onClick={onConfirm} busy={busy}>
          {confirmLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
