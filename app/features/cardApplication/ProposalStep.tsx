import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as calls from '../../../api/cardApplication';
import { code } from '../../../domain/errors/message';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { useMessageText } from '../../../ui/MessageText';
import { Stack } from '../../../ui/Stack';
import { usePreparedConfirmation } from '../../data/operation';
import { useReturnStatus } from '../../data/useReturnStatus';
import { FocusedHeading } from '../../shell/FocusedHeading';
import type { CardApplication } from './api';
import { APPLY_PATH } from './paths';

/**
 * The bank's answer: the limit it offers, signed by strong identification (which makes the card
 * and brings the person back here), or why there is no card.
 */
export function ProposalStep({ application }: { application: CardApplication }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const returned = useReturnStatus();
  const signature = usePreparedConfirmation(calls.cardApplicationConfirm);
  const [refusal, setRefusal] = useState<string | null>(null);
  const reason = application.DecisionReason;

  if (application.Status !== 'Proposed') {
    return (
      <Stack gap={4}>
        <FocusedHeading>{t('cardApplication.steps.proposal')}</FocusedHeading>
        <AlertBox
          tone={application.Status === 'Referred' ? 'info' : 'warning'}
          title={t(
            `cardApplication.proposal.${application.Status === 'Referred' ? 'referred' : 'refused'}`,
          )}
        >
          {reason && t(`cardApplication.reasons.${reason}`)}
        </AlertBox>
      </Stack>
    );
  }

  const sign = () => {
    setRefusal(null);
    signature
      .start({ Id: application.Id }, () => ({ nextUrl: APPLY_PATH, returnUrl: APPLY_PATH }))
      .catch((error: unknown) =>
        setRefusal(error instanceof Error ? error.message : String(error)),
      );
  };

  return (
    <Stack gap={4}>
      <FocusedHeading>{t('cardApplication.steps.proposal')}</FocusedHeading>
      {returned === 'cancel' || returned === 'error' ? (
        <AlertBox tone="warning">{t(`cardApplication.returned.${returned}`)}</AlertBox>
      ) : null}
      <p>
        {text(code('cardApplication.proposal.offered', { limit: application.GrantedLimit ?? 0 }))}
      </p>
      <p>{t('cardApplication.proposal.signHint')}</p>
      {refusal && <AlertBox tone="error">{text(refusal)}</AlertBox>}
      <div>
        <Button onClick={sign} busy={signature.busy}>
          {t('cardApplication.actions.sign')}
        </Button>
      </div>
    </Stack>
  );
}
