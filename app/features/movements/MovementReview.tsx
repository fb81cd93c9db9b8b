import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OperationSummary, type OperationSummaryProps } from '../../shell/OperationSummary';

export interface MovementReviewProps extends Omit<
  OperationSummaryProps,
  'heading' | 'intro' | 'editLabel' | 'children' | 'onEdit'
> {
  note?: ReactNode;
  onEdit: () => void;
}

/** The summary the customer confirms before money moves. */
export function MovementReview({ note, ...props }: MovementReviewProps) {
  const { t } = useTranslation();
  return (
    <OperationSummary
      heading={t('movements.common.review')}
      intro={t('movements.common.reviewIntro')}
      editLabel={t('movements.common.edit')}
      {...props}
    >
      {note}
    </OperationSummary>
  );
}
