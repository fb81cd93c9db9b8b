import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cancel } from '../../../api/loanApplication';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useMessageText } from '../../../ui/MessageText';
import { useCallMutation } from '../../data/calls';

/**
 * Withdrawing the application before it is signed, once the applicant answers yes; the
 * application read again then says it is cancelled.
 */
export function CancelApplication({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const [asking, setAsking] = useState(false);
  const withdraw = useCallMutation(cancel);
  return (
    <div>
      <Button variant="tertiary" onClick={() => setAsking(true)}>
        {t('loanApplication.cancel.button')}
      </Button>
      <ConfirmDialog
        open={asking}
        question={t('loanApplication.cancel.question')}
        busy={withdraw.isPending}
        onConfirm={() => withdraw.mutate({ Id: applicationId })}
        onCancel={() => {
          withdraw.reset();
          setAsking(false);
        }}
      >
        <p>{t('loanApplication.cancel.text')}</p>
        {withdraw.isError && <AlertBox tone="error">{text(withdraw.error.message)}</AlertBox>}
      </ConfirmDialog>
    </div>
  );
}
