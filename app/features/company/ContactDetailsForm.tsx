import { useTranslation } from 'react-i18next';
import { companyDetailsUpdate, type CompanyDetailsRecord } from '../../../api/company';
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
import { AddressFields } from '../../shell/AddressFields';

type Field = 'StreetAddress' | 'PostalCode' | 'City' | 'Email' | 'PhoneNumber';

/** The form starts from the details as the bank has them. */
const formValuesOf = (company: CompanyDetailsRecord) => ({
  StreetAddress: company.StreetAddress ?? '',
  PostalCode: company.PostalCode ?? '',
  City: company.City ?? '',
  Email: company.Email ?? '',
  PhoneNumber: company.PhoneNumber
    ? `${company.PhoneNumber.CountryCode}${company.PhoneNumber.Number}`
    : '',
});

/** The company's address, e-mail and phone, changed at once (no strong identification needed). */
export function ContactDetailsForm({ company }: { company: CompanyDetailsRecord }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const save = useCallMutation(companyDetailsUpdate);
  const form = useBankForm(companyDetailsUpdate.request, {
    defaultValues: formValuesOf(company),
  });
  const { control, register, handleSubmit, showRefusal, formState, reset } = form;
  const error = (name: Field) => {
    const message = formState.errors[name]?.message;
    return message && text(message);
  };
  const submit = handleSubmit((details) =>
    save
      .mutateAsync(details)
      .then((saved) => reset(formValuesOf(saved)))
      .catch((refusal: unknown) => {
        showRefusal(refusal);
      }),
  );

  return (
    <section aria-labelledby="company-contact">
      <Panel>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap={4}>
            <h2 id="company-contact">{t('company.contact.heading')}</h2>
            <p>{t('company.contact.lead')}</p>
            <AddressFields
              register={register}
              error={error}
              labels={{
                StreetAddress: t('company.contact.streetAddress'),
                PostalCode: t('company.contact.postalCode'),
                City: t('company.contact.city'),
              }}
            />
            <FormField label={t('company.contact.email')} error={error('Email')}>
              <TextInput type="email" autoComplete="email" maxLength={80} {...register('Email')} />
            </FormField>
            <PhoneField control={control} name="PhoneNumber" label={t('company.contact.phone')} />
            {form.refusal && (
              <AlertBox tone="error">
                <span>{text(form.refusal)}</span>
              </AlertBox>
            )}
            {save.isSuccess && !formState.isDirty && (
              <AlertBox tone="success">
                <span>{t('company.contact.saved')}</span>
              </AlertBox>
            )}
            <div>
              <Button type="submit" busy={save.isPending}>
                {t('company.contact.save')}
              </Button>
            </div>
          </Stack>
        </form>
      </Panel>
    </section>
  );
}
