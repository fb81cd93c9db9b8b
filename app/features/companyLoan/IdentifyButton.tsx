import { useTranslation } from 'react-i18next';
import * as calls from '../../../api/companyLoanApplication';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { useMessageText } from '../../../ui/MessageText';
import { useCallMutation } from '../../data/calls';

/** The representative's strong identification: to apply, or (with `Id`) to sign that application. */
export function IdentifyButton({ Id }: { Id?: string }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const start = useCallMutation(calls.companySignLoginStart, {
    onSuccess: ({ IdentificationUrl }) => window.location.assign(IdentificationUrl),
  });
  return (
    <div>
      {start.error && (
        <AlertBox tone="error">
          <span>{text(start.error.message)}</span>
        </AlertBox>
      )}
      <Button
        busy={start.isPending || start.isSuccess}
        onClick={() => start.mutate(Id ? { Id } : {})}
      >
        {t('companyLoan.identify')}
      </Button>
    </div>
  );
}
