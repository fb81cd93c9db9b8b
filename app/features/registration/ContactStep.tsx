import { useTranslation } from 'react-i18next';
import { registrationStart } from '../../../api/registration';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { FormField } from '../../../ui/FormField';
import { useMessageText } from '../../../ui/MessageText';
import { Stack } from '../../../ui/Stack';
import { TextInput } from '../../../ui/TextInput';
import { useCallMutation } from '../../data/calls';
import { useBankForm } from '../../data/form';
import { AddressFields } from '../../shell/AddressFields';
import { PhoneField } from '../../shell/PhoneField';
import { registrationContactSchema } from '../../../domain/customer/registration';
import { contactForm, contactOf, type ContactFormInput } from './forms';

export interface CodeWaiting {
  VerificationId: string;
  phone: string;
}

/** The new customer's phone, e-mail and address; the bank then sends the code to the phone. */
export function ContactStep({
  firstName,
  onSent,
}: {
  firstName: string;
  onSent: (waiting: CodeWaiting) => void;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const start = useCallMutation(registrationStart);
  const form = useBankForm(contactForm, {
    defaultValues: { Phone: '', Email: '', StreetAddress: '', PostalCode: '', City: '' },
  });
  const { register, formState } = form;
  const error = (name: keyof ContactFormInput) => {
    const message = formState.errors[name]?.message;
    return message && text(message);
  };
  const submit = form.handleSubmit(async (values) => {
    const contact = registrationContactSchema.parse(contactOf(values));
    try {
      const { VerificationId } = await start.mutateAsync(contact);
      onSent({ VerificationId, phone: `${contact.CountryCode} ${contact.Number}` });
    } catch (refusal) {
      form.showRefusal(refusal, { Number: 'Phone', CountryCode: 'Phone' });
    }
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="registration-contact"
    >
      <Stack gap={4}>
        <h2 id="registration-contact">{t('registration.contact.heading')}</h2>
        <p>{t('registration.contact.greeting', { name: firstName })}</p>
        <PhoneField control={form.control} name="Phone" label={t('registration.contact.phone')} />
        <FormField label={t('registration.contact.email')} error={error('Email')}>
          <TextInput type="email" autoComplete="email" maxLength={80} {...register('Email')} />
        </FormField>
        <AddressFields
          register={register}
          error={error}
          labels={{
            StreetAddress: t('registration.contact.streetAddress'),
            PostalCode: t('registration.contact.postalCode'),
            City: t('registration.contact.city'),
          }}
        />
        {form.refusal && (
          <AlertBox tone="error" title={t('registration.contact.failed')}>
            {text(form.refusal)}
          </AlertBox>
        )}
        <div>
          <Button type="submit" busy={start.isPending}>
            {t('registration.contact.send')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
