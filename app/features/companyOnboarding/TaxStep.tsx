import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as calls from '../../../api/companyOnboarding';
import {
  MAX_TAX_RESIDENCIES,
  taxInformationSchema,
  type TaxResidency,
} from '../../../domain/company/taxResidency';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { FormField } from '../../../ui/FormField';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { useMessageText } from '../../../ui/MessageText';
import { Stack } from '../../../ui/Stack';
import { TextInput } from '../../../ui/TextInput';
import { useCallMutation } from '../../data/calls';
import { useBankForm } from '../../data/form';
import { ChoiceSelect } from '../../shell/ChoiceSelect';
import { StepForm } from '../../shell/StepForm';
import { useTaxInformation, type Onboarding } from './api';
import { countryOptions } from './forms';

interface StepProps {
  onboarding: Onboarding;
  onBack: () => void;
}

/** The company's tax residencies, each with the identifier its country issues. */
export function TaxStep(props: StepProps) {
  const tax = useTaxInformation(props.onboarding.Id);
  if (!tax.data) return <LoadingOverlay loading />;
  const given = tax.data.TaxResidencies;
  const start =
    given.length > 0
      ? given
      : [{ CountryCode: 'FI', TaxIdentifier: props.onboarding.Company?.BusinessId ?? '' }];
  return <TaxForm {...props} residencies={start} />;
}

function TaxForm({ onboarding, onBack, residencies }: StepProps & { residencies: TaxResidency[] }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const save = useCallMutation(calls.companyUpdateTaxInformation);
  const form = useBankForm(taxInformationSchema, {
    defaultValues: { TaxResidencies: residencies },
  });
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: 'TaxResidencies',
  });
  const submit = form.handleSubmit(async ({ TaxResidencies }) => {
    try {
      await save.mutateAsync({ Id: onboarding.Id, TaxResidencies });
    } catch (refusal) {
      form.showRefusal(refusal);
    }
  });
  const errors = form.formState.errors.TaxResidencies;
  const listError = errors?.root?.message ?? errors?.message;
  const countries = countryOptions();

  return (
    <StepForm
      title={t('companyOnboarding.steps.tax')}
      onSubmit={(event) => void submit(event)}
      onBack={onBack}
      refusal={form.refusal}
      busy={save.isPending}
      submitLabel={t('companyOnboarding.actions.next')}
    >
      <p>{t('companyOnboarding.tax.lead')}</p>
      {fields.map((field, index) => {
        const number = index + 1;
        const path = `TaxResidencies.${index}` as const;
        return (
          <fieldset key={field.id}>
            <legend>{t('companyOnboarding.tax.residency', { number })}</legend>
            <Stack gap={3}>
              <ChoiceSelect
                label={t('companyOnboarding.tax.country')}
                placeholder={t('companyOnboarding.company.choose')}
                error={errors?.[index]?.CountryCode?.message}
                options={countries}
                {...form.register(`${path}.CountryCode`)}
              />
              <FormField
                label={t('companyOnboarding.tax.identifier')}
                hint={t('companyOnboarding.tax.identifierHint')}
                error={errors?.[index]?.TaxIdentifier?.message}
              >
                <TextInput
                  autoComplete="off"
                  maxLength={30}
                  {...form.register(`${path}.TaxIdentifier`)}
                />
              </FormField>
              {fields.length > 1 && (
                <div>
                  <Button type="button" variant="secondary" onClick={() => remove(index)}>
                    {t('companyOnboarding.actions.removeCountry', { number })}
                  </Button>
                </div>
              )}
            </Stack>
          </fieldset>
        );
      })}
      {listError && (
        <AlertBox tone="error">
          <span>{text(listError)}</span>
        </AlertBox>
      )}
      {fields.length < MAX_TAX_RESIDENCIES && (
        <div>
          <Button
            type="button"
            variant="secondary"
            onClick={() => append({ CountryCode: '', TaxIdentifier: '' })}
          >
            {t('companyOnboarding.actions.addCountry')}
          </Button>
        </div>
      )}
    </StepForm>
  );
}
