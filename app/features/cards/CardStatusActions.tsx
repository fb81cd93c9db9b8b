import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as cardStatus from '../../../api/cardStatus';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { FormField } from '../../../ui/FormField';
import { useMessageText } from '../../../ui/MessageText';
import { Stack } from '../../../ui/Stack';
import { TextInput } from '../../../ui/TextInput';
import { useCallMutation } from '../../data/calls';
import { useStrongConfirmation } from '../../data/operation';
import { useReturnStatus } from '../../data/useReturnStatus';
import { ActionButtons } from './ActionButtons';
import type { CardDetails } from './api';
import { CARD_DETAILS_PATH } from './selectedCard';
import type { CardViewer } from './useCardViewer';

type Done = 'blocked' | 'reported';

/**
 * Blocking a card and reporting its abuse: a yes/no dialog, and the card is blocked at once.
 * Opening a blocked card goes on to strong identification and comes back here (`status=`).
 * A card holder blocks her own card, and is told to ask her employer to open it.
 */
export function CardStatusActions({ card, viewer }: { card: CardDetails; viewer: CardViewer }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const headingId = useId();
  const returned = useReturnStatus();
  const [dialog, setDialog] = useState<'block' | 'report' | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const [report, setReport] = useState('');
  const change = useCallMutation(
    viewer.customerType === 'Company'
      ? cardStatus.companyCardStatusUpdate
      : cardStatus.consumerCardStatusUpdate,
  );
  const reportAbuse = useCallMutation(cardStatus.reportAbuse);
  const confirmation = useStrongConfirmation();
  const [failure, setFailure] = useState<Error | null>(null);
  const blocked = card.CardOperatorStatusCode === 'CARD_BLOCKED';
  const values = { card: card.MaskedCardNumber };

  const finish = (what: Done) => () => {
    setDialog(null);
    setDone(what);
  };
  const fail = (error: Error) => {
    setDialog(null);
    setFailure(error);
  };
  const start = () => {
    setFailure(null);
    setDone(null);
  };
  const block = () => {
    start();
    change.mutate(
      { cardId: card.CardId, Status: 'CARD_BLOCKED' },
      { onSuccess: finish('blocked'), onError: fail },
    );
  };
  const sendReport = () => {
    start();
    reportAbuse.mutate(
      { cardId: card.CardId, Message: report },
      { onSuccess: finish('reported'), onError: fail },
    );
  };
  const unblock = async () => {
    start();
    try {
      const answer = await change.mutateAsync({ cardId: card.CardId, Status: 'CARD_OK' });
      if (!('SessionId' in answer)) return;
      await confirmation.confirm({
        sessionId: answer.SessionId,
        type: 'CardStatus',
        nextUrl: CARD_DETAILS_PATH,
        returnUrl: CARD_DETAILS_PATH,
      });
    } catch (error) {
      setFailure(error as Error);
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <Stack gap={3}>
        <h2 id={headingId}>{t('cards.status.title')}</h2>
        {done && (
          <AlertBox tone="success">
            {t(done === 'blocked' ? 'cards.status.blocked' : 'cards.status.reported')}
          </AlertBox>
        )}
        {!done && returned === 'ok' && !blocked && (
          <AlertBox tone="success">{t('cards.status.unblocked')}</AlertBox>
        )}
        {!done && (returned === 'cancel' || returned === 'error') && blocked && (
          <AlertBox tone="warning">{t('cards.status.cancelled')}</AlertBox>
        )}
        {failure && (
          <AlertBox tone="error" title={t('cards.status.failed')}>
            {text(failure.message)}
          </AlertBox>
        )}
        {blocked && viewer.role === 'CardHolder' && <p>{t('cards.status.cardHolderUnblock')}</p>}
        <ActionButtons>
          {!blocked && (
            <Button variant="secondary" onClick={() => setDialog('block')}>
              {t('cards.status.block')}
            </Button>
          )}
          {blocked && viewer.mayAct && (
            <Button busy={change.isPending || confirmation.leaving} onClick={() => void unblock()}>
              {t('cards.status.unblock')}
            </Button>
          )}
          <Button variant="secondary" onClick={() => setDialog('report')}>
            {t('cards.status.reportAbuse')}
          </Button>
        </ActionButtons>
      </Stack>
      <ConfirmDialog
        open={dialog === 'block'}
        question={t('cards.status.blockQuestion', values)}
        busy={change.isPending}
        onConfirm={block}
        onCancel={() => setDialog(null)}
      >
        <p>{t('cards.status.blockText')}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'report'}
        question={t('cards.status.reportQuestion', values)}
        busy={reportAbuse.isPending}
        onConfirm={sendReport}
        onCancel={() => setDialog(null)}
      >
        <Stack gap={3}>
          <p>{t('cards.status.reportText')}</p>
          <FormField label={t('cards.status.reportMessage')}>
            <TextInput
              value={report}
              maxLength={500}
              onChange={(event) => setReport(event.target.value)}
            />
          </FormField>
        </Stack>
      </ConfirmDialog>
    </section>
  );
}
