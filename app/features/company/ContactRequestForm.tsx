import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { companyContactRequest } from '../../../api/company';
import { CONTACT_REQUEST_SUBJECTS } from '../../../domain/company/contactDetails';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { useMessageText } from '../../../ui/MessageText';
import { Panel } from '../../../ui/Panel';
import { SingleSelectButtons } from '../../../ui/SingleSelectButtons';
import { Stack } from '../../../ui/Stack';
import { useCallMutation } from '../../data/calls';
import { useBankForm } from '../../data/form';
import { TextAreaField } from '../../shell/TextAreaField';

/** A request to the bank to change what only the bank changes: the name, the business ID… */
export function ContactRequestForm() {
  const { t } = useTranslation();
  const text = useMessageText();
  const send = useCallMutation(companyContactRequest);
  const form = useBankForm(companyContactRequest.request, {
    defaultValues: { Message: '' },
  });
  const { control, register, handleSubmit, showRefusal, formState, reset } = form;
  const submit = handleSubmit((request) =>
    send
      .mutateAsync(request)
      .then(() => reset({ Message: '' }))
      .catch((refusal: unknown) => {
        showRefusal(refusal);
      }),
  );
  const messageError = formState.errors.Message?.message;

  return (
    <section aria-labelledby="company-request">
      <Panel>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap={4}>
            <h2 id="company-request">{t('company.request.heading')}</h2>
            <p>{t('company.request.lead')}</p>
            <Controller
              control={control}
              name="Subject"
              render={({ field, fieldState }) => (
                <SingleSelectButtons
                  label={t('company.request.subject')}
                  options={CONTACT_REQUEST_SUBJECTS.map((subject) => ({
                    value: subject,
                    label: t(`company.request.subjects.${subject}`),
                  }))}
                  value={field.value ?? null}
                  onChange={field.onChange}
                  error={fieldState.error?.message && text(fieldState.error.message)}
                />
              )}
            />
            <TextAreaField
              label={t('company.request.message')}
              error={messageError && text(messageError)}
              rows={4}
              {...register('Message')}
            />
            {form.refusal && (
              <AlertBox tone="error">
                <span>{text(form.refusal)}</span>
              </AlertBox>
            )}
            {send.isSuccess && (
              <AlertBox tone="success">
                <span>{t('company.request.sent')}</span>
              </AlertBox>
            )}
            <div>
              <Button type="submit" busy={send.isPending}>
                {t('company.request.send')}
              </Button>
            </div>
          </Stack>
        </form>
      </Panel>
    </section>
  );
}
