import { useTranslation } from 'react-i18next';
import * as ownDetails from '../../../api/ownDetails';
import { addressChangeSchema } from '../../../domain/customer/ownDetails';
import { countriesSortedIn } from '../../../domain/identity/countries';
import { localeOf } from '../../../i18n/instance';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { useMessageText } from '../../../ui/MessageText';
import { Stack } from '../../../ui/Stack';
import { useCallMutation } from '../../data/calls';
import { useBankForm } from '../../data/form';
import { ChoiceSelect } from '../../shell/ChoiceSelect';
import type { CustomerDetails } from './details';
import { AddressFields } from '../../shell/AddressFields';

/** The new address, saved at once; the details above show it when the bank has it. */
export function AddressChange({
  details,
  onDone,
}: {
  details: CustomerDetails;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  // The country names in the customer's language, not the Finnish ones the list keeps.
  const countryOptions = countriesSortedIn(localeOf(i18n.language)).map(({ code, name }) => ({
    value: code,
    label: name,
  }));
  const save = useCallMutation(ownDetails.updateCustomerAddress);
  const form = useBankForm(addressChangeSchema, {
    defaultValues: {
      StreetAddress: details.StreetAddress ?? '',
      PostalCode: details.PostalCode ?? '',
      City: details.City ?? '',
      Country: details.Country ?? 'FI',
    },
  });
  const { register, formState } = form;
  const error = (name: keyof typeof formState.errors) => {
    const message = formState.errors[name]?.message;
    return message ? text(message) : undefined;
  };
  const submit = form.handleSubmit(async (change) => {
    try {
      await save.mutateAsync(change);
      onDone();
    } catch (refusal) {
      form.showRefusal(refusal);
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap={4}>
        <AddressFields
          register={register}
          error={error}
          labels={{
            StreetAddress: t('customer.addressChange.street'),
            PostalCode: t('customer.addressChange.postalCode'),
            City: t('customer.addressChange.city'),
          }}
          numericPostalCode={false}
        />
        <ChoiceSelect
          label={t('customer.addressChange.country')}
          placeholder={t('customer.rules.country')}
          options={countryOptions}
          autoComplete="country"
          error={error('Country')}
          {...register('Country')}
        />
        {form.refusal && (
          <AlertBox tone="error">
            <span>{text(form.refusal)}</span>
          </AlertBox>
        )}
        <div>
          <Button type="submit" busy={save.isPending}>
            {t('customer.addressChange.save')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
