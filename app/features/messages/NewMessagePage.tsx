import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { communicationSendMessage } from '../../../api/communication';
import {
  BODY_MAX_LENGTH,
  newMessageSchema,
  SUBJECT_MAX_LENGTH,
  type NewMessageForm,
} from '../../../domain/communication/messageForm';
import { FormField } from '../../../ui/FormField';
import { Link } from '../../../ui/Link';
import { Stack } from '../../../ui/Stack';
import { TextInput } from '../../../ui/TextInput';
import { useCallMutation } from '../../data/calls';
import { useBankForm } from '../../data/form';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { TextAreaField } from '../../shell/TextAreaField';
import { useInboxPath, type InboxArrival } from './paths';
import { WriteButtons } from './WriteButtons';

/** `…/messages/new`: a new thread, its subject and first message, sent or kept as a draft. */
export function NewMessagePage() {
  const { t } = useTranslation();
  const title = t('messages.newMessage');
  useDocumentTitle(title);
  const navigate = useNavigate();
  const inboxPath = useInboxPath();
  const send = useCallMutation(communicationSendMessage);
  const form = useBankForm(newMessageSchema, { defaultValues: { Subject: '', Body: '' } });
  const { errors } = form.formState;

  const write = (IsDraft: boolean) =>
    form.handleSubmit((message: NewMessageForm) =>
      send.mutateAsync({ ...message, IsDraft }).then(
        () =>
          navigate(inboxPath, {
            state: { written: IsDraft ? 'draft' : 'sent' } satisfies InboxArrival,
          }),
        (error: unknown) => void form.showRefusal(error),
      ),
    );

  return (
    <Stack gap={5}>
      <div>
        <Link href={inboxPath}>{t('messages.thread.back')}</Link>
      </div>
      <h1>{title}</h1>
      <form noValidate onSubmit={(event) => void write(false)(event)}>
        <Stack gap={4}>
          <FormField
            label={t('messages.form.subject')}
            hint={t('messages.form.subjectHint', { max: SUBJECT_MAX_LENGTH })}
            error={errors.Subject?.message}
          >
            <TextInput autoComplete="off" {...form.register('Subject')} />
          </FormField>
          <TextAreaField
            label={t('messages.form.body')}
            hint={t('messages.form.bodyHint', { max: BODY_MAX_LENGTH })}
            error={errors.Body?.message}
            {...form.register('Body')}
          />
          <WriteButtons
            refusal={form.refusal}
            busy={send.isPending}
            onSaveDraft={() => void write(true)()}
          />
        </Stack>
      </form>
    </Stack>
  );
}
