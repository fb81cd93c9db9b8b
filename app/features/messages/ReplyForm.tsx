import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { communicationReplyThread } from '../../../api/communication';
import {
  BODY_MAX_LENGTH,
  replySchema,
  type ReplyForm as Reply,
} from '../../../domain/communication/messageForm';
import { Stack } from '../../../ui/Stack';
import { useCallMutation } from '../../data/calls';
import { useBankForm } from '../../data/form';
import { TextAreaField } from '../../shell/TextAreaField';
import { WriteButtons } from './WriteButtons';

/** A reply to the thread: sent at once, or kept as a draft (which then shows above). */
export function ReplyForm({ threadId }: { threadId: string }) {
  const { t } = useTranslation();
  const reply = useCallMutation(communicationReplyThread);
  const form = useBankForm(replySchema, { defaultValues: { Body: '' } });
  const [sent, setSent] = useState(false);

  const write = (IsDraft: boolean) =>
    form.handleSubmit(({ Body }: Reply) => {
      setSent(false);
      return reply.mutateAsync({ ThreadId: threadId, Body, IsDraft }).then(
        () => {
          form.reset({ Body: '' });
          setSent(!IsDraft);
        },
        (error: unknown) => void form.showRefusal(error),
      );
    });

  return (
    <form noValidate onSubmit={(event) => void write(false)(event)}>
      <Stack gap={4}>
        <TextAreaField
          label={t('messages.form.reply')}
          hint={t('messages.form.bodyHint', { max: BODY_MAX_LENGTH })}
          error={form.formState.errors.Body?.message}
          {...form.register('Body')}
        />
        <WriteButtons
          refusal={form.refusal}
          busy={reply.isPending}
          onSaveDraft={() => void write(true)()}
        />
        <div role="status">{sent && t('messages.thread.replySent')}</div>
      </Stack>
    </form>
  );
}
