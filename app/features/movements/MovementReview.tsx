import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { useMessageText } from '../../../ui/MessageText';
import { Stack } from '../../../ui/Stack';
import { ValueList, type ValueListItem } from '../../../ui/ValueList';
import { FocusedHeading } from './FocusedHeading';

export interface MovementReviewProps {
  items: readonly ValueListItem[];
  note?: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onEdit: () => void;
  busy: boolean;
  refusal: string | null;
}

/** The summary the customer confirms before money moves. */
export function MovementReview({
  items,
  note,
  confirmLabel,
  onConfirm,
  onEdit,
  busy,
  refusal,
}: MovementReviewProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  return (
    <Stack gap={4}>
      <FocusedHeading>{t('movements.common.review')}</FocusedHeading>
      <p>{t('movements.common.reviewIntro')}</p>
      <ValueList items={items} />
      {note}
      {refusal && <AlertBox tone="error">{text(refusal)}</AlertBox>}
      <Stack direction="horizontal" gap={3} wrap>
        <Button variant="secondary" onClick={onEdit} disabled={busy}>
          {t('movements.common.edit')}
        </Button>
        <Button onClick={onConfirm} busy={busy}>
          {confirmLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
