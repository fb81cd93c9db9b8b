import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import * as calls from '../../../api/companyLoanApplication';
import type { CompanyLoanCalculatorChoice } from '../../../domain/flows/companyLoanFlow';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { useMessageText } from '../../../ui/MessageText';
import { send } from '../../data/calls';
import { keepChoiceAndIdentify } from './keptChoice';

/**
 * The representative's strong identification: to apply with the calculator's `choice`, which
 * the bank keeps through it, or (with `Id`) to sign that application.
 */
export function IdentifyButton(target: { Id: string } | { choice: CompanyLoanCalculatorChoice }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const start = useMutation({
    mutationFn: () =>
      'Id' in target
        ? send(calls.companySignLoginStart, { Id: target.Id })
        : keepChoiceAndIdentify(target.choice),
    onSuccess: ({ IdentificationUrl }) => window.location.assign(IdentificationUrl),
  });
  return (
    <div>
      {start.error && (
        <AlertBox tone="error">
          <span>{text(start.error.message)}</span>
        </AlertBox>
      )}
      <Button busy={start.isPending || start.isSuccess} onClick={() => start.mutate()}>
        {t('companyLoan.identify')}
      </Button>
    </div>
  );
}
