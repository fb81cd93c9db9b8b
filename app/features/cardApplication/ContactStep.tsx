import { useTranslation } from 'react-i18next';
import type { customerDetails } from '../../../api/bank';
import type { CallOutput } from '../../../api/call';
import * as calls from '../../../api/cardApplication';
import { FormField } from '../../../ui/FormField';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { TextInput } from '../../../ui/TextInput';
import { useCallMutation } from '../../data/calls';
import { useBankForm } from '../../data/form';
import { useCustomerDetails } from '../../shell/customer';
import { YesNoField } from '../../shell/YesNoField';
import type { CardApplication } from './api';
import { contactStepForm, type ContactStepInput } from './forms';
import { StepForm } from '../../shell/StepForm';
import { PhoneField } from '../../shell/PhoneField';
import { AddressFields } from '../../shell/AddressFields';

interface ContactStepProps {
  application: CardApplication;
  onDone: () => void;
  onBack: () => void;
}

/**
 * Contact details and address, then the KYC questions: two calls, one form. What the
 * application does not hold yet starts from the customer's details the bank has.
 */
export function ContactStep(props: ContactStepProps) {
  const details = useCustomerDetails();
  if (details.isPending) return <LoadingOverlay loading />;
  return <ContactForm {...props} known={details.data} />;
}

function ContactForm({
  application,
  onDone,
  onBack,
  known,
}: ContactStepProps & { known: CallOutput<typeof customerDetails> | undefined }) {
  const { t } = useTranslation();
  const knownPhone = known?.PhoneNumber
    ? `${known.PhoneNumber.CountryCode}${known.PhoneNumber.Number}`
    : '';
  const saveAddress = useCallMutation(calls.onboardingUpdateAddress);
  const saveKyc = useCallMutation(calls.onboardingKyc);
  const form = useBankForm(contactStepForm, {
    defaultValues: {
      Email: application.Email ?? known?.Email ?? '',
      Phone: application.Phone ?? knownPhone,
      StreetAddress: application.StreetAddress ?? known?.StreetAddress ?? '',
      PostalCode: application.PostalCode ?? known?.PostalCode ?? '',
      City: application.City ?? known?.City ?? '',
      IsPoliticallyExposed: application.IsPoliticallyExposed ?? undefined,
      ActsOnOwnBehalf: application.ActsOnOwnBehalf ?? undefined,
    },
  });
  const { control, register, handleSubmit, showRefusal, formState } = form;
  const error = (name: keyof ContactStepInput) => formState.errors[name]?.message;
  const submit = handleSubmit(async ({ IsPoliticallyExposed, ActsOnOwnBehalf, ...address }) => {
    try {
      await saveAddress.mutateAsync({ Id: application.Id, ...address });
      await saveKyc.mutateAsync({ Id: application.Id, IsPoliticallyExposed, ActsOnOwnBehalf });
      onDone();
    } catch (refusal) {
      showRefusal(refusal);
    }
  });

  return (
    <StepForm
      title={t('cardApplication.steps.contact')}
      onSubmit={(event) => void submit(event)}
      onBack={onBack}
      backLabel={t('cardApplication.actions.back')}
      refusal={form.refusal}
      busy={saveAddress.isPending || saveKyc.isPending}
    >
      <FormField label={t('cardApplication.fields.email')} error={error('Email')}>
        <TextInput type="email" autoComplete="email" maxLength={80} {...register('Email')} />
      </FormField>
      <PhoneField control={control} name="Phone" label={t('cardApplication.fields.phone')} />
      <AddressFields
        register={register}
        error={error}
        labels={{
          StreetAddress: t('cardApplication.fields.streetAddress'),
          PostalCode: t('cardApplication.fields.postalCode'),
          City: t('cardApplication.fields.city'),
        }}
      />
      <h3>{t('cardApplication.steps.kyc')}</h3>
      <YesNoField
        control={control}
        name="IsPoliticallyExposed"
        label={t('cardApplication.fields.politicallyExposed')}
      />
      <YesNoField
        control={control}
        name="ActsOnOwnBehalf"
        label={t('cardApplication.fields.ownBehalf')}
      />
    </StepForm>
  );
}
