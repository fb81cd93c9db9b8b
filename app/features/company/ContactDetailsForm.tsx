import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { companyDetailsUpdate, type CompanyDetailsRecord } from '../../../api/company';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { FormField } from '../../../ui/FormField';
import { useMessageText } from '../../../ui/MessageText';
import { Panel } from '../../../ui/Panel';
import { PhoneInput } from '../../../ui/PhoneInput';
import { Stack } from '../../../ui/Stack';
import { TextInput } from '../../../ui/TextInput';
import { useCallMutation } from '../../data/calls';
import { useBankForm } from '../../data/form';
import { FieldWidth } from '../../shell/FieldWidth';

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
            <FormField label={t('company.contact.streetAddress')} error={error('StreetAddress')}>
              <TextInput
                autoComplete="street-address"
                maxLength={100}
                {...register('StreetAddress')}
              />
            </FormField>
            <FieldWidth $max="reference">
              <FormField label={t('company.contact.postalCode')} error={error('PostalCode')}>
                <TextInput
                  autoComplete="postal-code"
                  inputMode="numeric"
                  {...register('PostalCode')}
                />
              </FormField>
            </FieldWidth>
            <FormField label={t('company.contact.city')} error={error('City')}>
              <TextInput autoComplete="address-level2" maxLength={50} {...register('City')} />
            </FormField>
            <FormField label={t('company.contact.email')} error={error('Email')}>
              <TextInput type="email" autoComplete="email" maxLength={80} {...register('Email')} />
            </FormField>
            <Controller
              control={control}
              name="PhoneNumber"
              render={({ field, fieldState }) => (
                <PhoneInput
                  label={t('company.contact.phone')}
                  name={field.name}
                  defaultValue={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message && text(fieldState.error.message)}
                />
              )}
            />
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
