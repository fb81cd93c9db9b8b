import { useTranslation } from 'react-i18next';
import * as ownDetails from '../../../api/ownDetails';
import {
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_TOPICS,
  feedbackSchema,
} from '../../../domain/customer/ownDetails';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { Checkbox } from '../../../ui/Checkbox';
import { useMessageText } from '../../../ui/MessageText';
import { Stack } from '../../../ui/Stack';
import { useCallMutation } from '../../data/calls';
import { useBankForm } from '../../data/form';
import { ChoiceSelect } from '../../shell/ChoiceSelect';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { TextAreaField } from '../../shell/TextAreaField';

/** `/bank/customer/feedback`: feedback to the bank, then thanks. */
export function FeedbackPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('customer.feedback.title'));
  const text = useMessageText();
  const send = useCallMutation(ownDetails.sendFeedback);
  const form = useBankForm(feedbackSchema, {
    defaultValues: { Topic: undefined, Message: '', ContactAllowed: false },
  });
  const { register, formState } = form;
  const error = (name: 'Topic' | 'Message') => {
    const message = formState.errors[name]?.message;
    return message ? text(message) : undefined;
  };
  const submit = form.handleSubmit(async (feedback) => {
    try {
      await send.mutateAsync(feedback);
    } catch (refusal) {
      form.showRefusal(refusal);
    }
  });

  if (send.isSuccess) {
    return (
      <Stack gap={5}>
        <h1>{t('customer.feedback.title')}</h1>
        <AlertBox tone="success" title={t('customer.feedback.thanks')}>
          <p>{t('customer.feedback.thanksText')}</p>
        </AlertBox>
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              form.reset();
              send.reset();
            }}
          >
            {t('customer.feedback.another')}
          </Button>
        </div>
      </Stack>
    );
  }
  return (
    <Stack gap={5}>
      <h1>{t('customer.feedback.title')}</h1>
      <p>{t('customer.feedback.intro')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap={4}>
          <ChoiceSelect
            label={t('customer.feedback.topic')}
            placeholder={t('customer.rules.feedbackTopic')}
            options={FEEDBACK_TOPICS.map((topic) => ({
              value: topic,
              label: t(`customer.feedback.topics.${topic}`),
            }))}
            error={error('Topic')}
            {...register('Topic')}
          />
          <TextAreaField
            label={t('customer.feedback.message')}
            hint={t('customer.feedback.counter', {
              count: form.watch('Message')?.length ?? 0,
              max: FEEDBACK_MAX_LENGTH,
            })}
            error={error('Message')}
            rows={6}
            {...register('Message')}
          />
          <Checkbox label={t('customer.feedback.contact')} {...register('ContactAllowed')} />
          {form.refusal && (
            <AlertBox tone="error">
              <span>{text(form.refusal)}</span>
            </AlertBox>
          )}
          <div>
            <Button type="submit" busy={send.isPending}>
              {t('customer.feedback.send')}
            </Button>
          </div>
        </Stack>
      </form>
    </Stack>
  );
}
