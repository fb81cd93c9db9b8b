import { useTranslation } from 'react-i18next';
import {
  loanApplicationBadgeTone,
  type LoanApplicationStatus,
} from '../../../domain/catalogue/enumerations';
import { StatusBadge } from '../../../ui/StatusBadge';

/** Where a loan application stands, as a badge of the tone of its status. */
export function ApplicationStatusBadge({ status }: { status: LoanApplicationStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge
      tone={loanApplicationBadgeTone(status)}
      label={t(`catalogue.loanApplicationStatus.${status}`)}
    />
  );
}
