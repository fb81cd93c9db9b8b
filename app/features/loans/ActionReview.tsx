import { useTranslation } from 'react-i18next';
import { OperationSummary, type OperationSummaryProps } from '../../shell/OperationSummary';

export type ActionReviewProps = Omit<OperationSummaryProps, 'heading' | 'intro' | 'editLabel'>;

/** What the customer confirms before the bank acts on a loan: the figures, then 'Muuta' and confirm. */
export function ActionReview(props: ActionReviewProps) {
  const { t } = useTranslation();
  return (
    <OperationSummary
      heading={t('loans.action.review')}
      editLabel={t('loans.action.edit')}
      {...props}
    />
  );
}
