import { useTranslation } from 'react-i18next';
import {
  companyContactPersonUpdate,
  type ContactPersonRecord,
} from '../../../api/companyRepresentative';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { FormField } from '../../../ui/FormField';
import { useMessageText } from '../../../ui/MessageText';
import { Panel } from '../../../ui/Panel';
import { Stack } from '../../../ui/Stack';
import { TextInput } from '../../../ui/TextInput';
import { useCallMutation } from '../../data/calls';
import { useBankForm } from '../../data/form';
import { PhoneField } from '../../shell/PhoneField';

type Field = 'FirstName' | 'LastName' | 'Email' | 'PhoneNumber';

/** The contact person's name, e-mail and phone; starts from the one named now, if any. */
export function ContactPersonForm({
  person,
  onDone,
  onCancel,
}: {
  person: ContactPersonRecord | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const save = useCallMutation(companyContactPersonUpdate);
  const form = useBankForm(companyContactPersonUpdate.request, {
    defaultValues: {
      FirstName: person?.FirstName ?? '',
      LastName: person?.LastName ?? '',
      Email: person?.Email ?? '',
      PhoneNumber: person ? `${person.PhoneNumber.CountryCode}${person.PhoneNumber.Number}` : '',
    },
  });
  const { control, register, formState } = form;
  const error = (name: Field) => {
    const message = formState.errors[name]?.message;
    return message && text(message);
  };
  const submit = form.handleSubmit(async (named) => {
    try {
      await save.mutateAsync(named);
      onDone();
    } catch (refusal) {
      form.showRefusal(refusal);
    }
  });

  return (
    <Panel>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-labelledby="contact-person-form"
      >
        <Stack gap={4}>
          <h2 id="contact-person-form">{t('representative.formHeading')}</h2>
          <FormField label={t('representative.firstName')} error={error('FirstName')}>
            <TextInput autoComplete="given-name" maxLength={50} {...register('FirstName')} />
          </FormField>
          <FormField label={t('representative.lastName')} error={error('LastName')}>
            <TextInput autoComplete="family-name" maxLength={50} {...register('LastName')} />
          </FormField>
          <FormField label={t('representative.email')} error={error('Email')}>
            <TextInput type="email" autoComplete="email" maxLength={80} {...register('Email')} />
          </FormField>
          <PhoneField control={control} name="PhoneNumber" label={t('representative.phone')} />
          {form.refusal && (
            <AlertBox tone="error" title={t('representative.failed')}>
              <span>{text(form.refusal)}</span>
            </AlertBox>
          )}
          <Stack gap={2} direction="horizontal" wrap>
            <Button type="submit" busy={save.isPending}>
              {t('representative.save')}
            </Button>
            <Button variant="secondary" onClick={onCancel}>
              {t('representative.cancel')}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Panel>
  );
}
