import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  communicationDeleteMessage,
  communicationSendDrafted,
  type ThreadMessage,
} from '../../../api/communication';
import {
  BODY_MAX_LENGTH,
  replySchema,
  type ReplyForm,
} from '../../../domain/communication/messageForm';
import { Button } from '../../../ui/Button';
import { Panel } from '../../../ui/Panel';
import { Stack } from '../../../ui/Stack';
import { StatusBadge } from '../../../ui/StatusBadge';
import { useCallMutation } from '../../data/calls';
import { useBankForm } from '../../data/form';
import { TextAreaField } from '../../shell/TextAreaField';
import { useInboxPath, type InboxArrival } from './paths';
import { WriteButtons } from './WriteButtons';

/** A draft of the customer's: its words to finish and send, or to delete. */
export function DraftEditor({ draft }: { draft: ThreadMessage }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inboxPath = useInboxPath();
  const send = useCallMutation(communicationSendDrafted);
  const remove = useCallMutation(communicationDeleteMessage);
  const form = useBankForm(replySchema, { defaultValues: { Body: draft.Body } });
  const busy = send.isPending || remove.isPending;

  const submit = form.handleSubmit(({ Body }: ReplyForm) =>
    send
      .mutateAsync({ MessageId: draft.Id, Body })
      .catch((error: unknown) => void form.showRefusal(error)),
  );
  const deleteDraft = () =>
    remove.mutateAsync({ MessageId: draft.Id }).then(
      ({ ThreadDeleted }) => {
        if (ThreadDeleted) {
          void navigate(inboxPath, { state: { written: 'draftDeleted' } satisfies InboxArrival });
        }
      },
      (error: unknown) => void form.showRefusal(error),
    );

  return (
    <Panel as="section" aria-labelledby={`draft-${draft.Id}`}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap={4}>
          <h2 id={`draft-${draft.Id}`}>
            <StatusBadge tone="neutral" label={t('messages.draftMark')} />
          </h2>
          <TextAreaField
            label={t('messages.form.body')}
            hint={t('messages.form.bodyHint', { max: BODY_MAX_LENGTH })}
            error={form.formState.errors.Body?.message}
            {...form.register('Body')}
          />
          <WriteButtons
            refusal={form.refusal}
            busy={send.isPending}
            sendLabel={t('messages.form.sendDraft')}
          />
          <div>
            <Button
              type="button"
              variant="secondary"
              disabled={busy}
              busy={remove.isPending}
              onClick={() => void deleteDraft()}
            >
              {t('messages.form.deleteDraft')}
            </Button>
          </div>
        </Stack>
      </form>
    </Panel>
  );
}
