import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { useMessageText } from '../../../ui/MessageText';
import { Stack } from '../../../ui/Stack';
import { ValueList, type ValueListItem } from '../../../ui/ValueList';

/** A step's heading that takes the focus when the step appears, so it is read out first. */
export function StepHeading({ children }: { children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h2 ref={heading} tabIndex={-1}>
      {children}
    </h2>
  );
}

export interface ActionReviewProps {
  items: readonly ValueListItem[];
  /** What else must be accepted or known before confirming (the terms, the cost). */
  children?: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onEdit?: () => void;
  busy: boolean;
  /** The bank's refusal, said above the buttons. */
  refusal: string | null;
}

/** What the customer confirms before the bank acts: the figures, then 'Muuta' and confirm. */
export function ActionReview({
  items,
  children,
  confirmLabel,
  onConfirm,
  onEdit,
  busy,
  refusal,
}: ActionReviewProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  return (
    <Stack gap={4}>
      <StepHeading>{t('loans.action.review')}</StepHeading>
      <ValueList items={items} />
      {children}
      {refusal && <AlertBox tone="error">{text(refusal)}</AlertBox>}
      <Stack direction="horizontal" gap={3} wrap>
        {onEdit && (
          <Button variant="secondary" onClick={onEdit} disabled={busy}>
            {t('loans.action.edit')}
          </Button>
        )}
        <Button onClick={onConfirm} busy={busy}>
          {confirmLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
