import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as calls from '../../../api/companyOnboarding';
import {
  beneficialOwnersSchema,
  MAX_BENEFICIAL_OWNERS,
  type BeneficialOwner,
} from '../../../domain/company/beneficialOwners';
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
import { YesNoField } from '../../shell/YesNoField';
import { useBeneficialOwners, type Onboarding } from './api';
import { countryOptions, readPercent } from './forms';

interface StepProps {
  onboarding: Onboarding;
  onBack: () => void;
}

/** An owner added by hand: the share is left empty for the representative to type. */
const NEW_OWNER: Omit<BeneficialOwner, 'OwnershipPercent'> = {
  FirstName: '',
  LastName: '',
  BirthDate: '',
  CountryCode: 'FI',
  IsPoliticallyExposed: false,
};

/** The beneficial owners: the register's proposal (or the confirmed list) to check and correct. */
export function OwnersStep(props: StepProps) {
  const owners = useBeneficialOwners(props.onboarding.Id);
  if (!owners.data) return <LoadingOverlay loading />;
  return <OwnersForm {...props} owners={owners.data.BeneficialOwners} />;
}

function OwnersForm({ onboarding, onBack, owners }: StepProps & { owners: BeneficialOwner[] }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const save = useCallMutation(calls.companyUpdateBeneficialOwners);
  const form = useBankForm(beneficialOwnersSchema, { defaultValues: { BeneficialOwners: owners } });
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: 'BeneficialOwners',
  });
  const submit = form.handleSubmit(async ({ BeneficialOwners }) => {
    try {
      await save.mutateAsync({ Id: onboarding.Id, BeneficialOwners });
    } catch (refusal) {
      form.showRefusal(refusal);
    }
  });
  const errors = form.formState.errors.BeneficialOwners;
  const listError = errors?.root?.message ?? errors?.message;
  const countries = countryOptions();

  return (
    <StepForm
      title={t('companyOnboarding.steps.owners')}
      onSubmit={(event) => void submit(event)}
      onBack={onBack}
      refusal={form.refusal}
      busy={save.isPending}
      submitLabel={t('companyOnboarding.actions.next')}
    >
      <p>{t('companyOnboarding.owners.lead')}</p>
      {fields.length === 0 && <p>{t('companyOnboarding.owners.none')}</p>}
      {fields.map((field, index) => {
        const number = index + 1;
        const error = (name: keyof BeneficialOwner) => errors?.[index]?.[name]?.message;
        const path = `BeneficialOwners.${index}` as const;
        return (
          <fieldset key={field.id}>
            <legend>{t('companyOnboarding.owners.owner', { number })}</legend>
            <Stack gap={3}>
              <FormField label={t('companyOnboarding.owners.firstName')} error={error('FirstName')}>
                <TextInput
                  autoComplete="off"
                  maxLength={50}
                  {...form.register(`${path}.FirstName`)}
                />
              </FormField>
              <FormField label={t('companyOnboarding.owners.lastName')} error={error('LastName')}>
                <TextInput
                  autoComplete="off"
                  maxLength={50}
                  {...form.register(`${path}.LastName`)}
                />
              </FormField>
              <FormField
                label={t('companyOnboarding.owners.birthDate')}
                hint={t('companyOnboarding.owners.birthDateHint')}
                error={error('BirthDate')}
              >
                <TextInput
                  autoComplete="off"
                  maxLength={10}
                  {...form.register(`${path}.BirthDate`)}
                />
              </FormField>
              <FormField
                label={t('companyOnboarding.owners.share')}
                error={error('OwnershipPercent')}
              >
                <TextInput
                  inputMode="decimal"
                  maxLength={6}
                  {...form.register(`${path}.OwnershipPercent`, { setValueAs: readPercent })}
                />
              </FormField>
              <ChoiceSelect
                label={t('companyOnboarding.owners.country')}
                placeholder={t('companyOnboarding.company.choose')}
                error={error('CountryCode')}
                options={countries}
                {...form.register(`${path}.CountryCode`)}
              />
              <YesNoField
                control={form.control}
                name={`${path}.IsPoliticallyExposed`}
                label={t('companyOnboarding.owners.politicallyExposed')}
              />
              <div>
                <Button type="button" variant="secondary" onClick={() => remove(index)}>
                  {t('companyOnboarding.actions.removeOwner', { number })}
                </Button>
              </div>
            </Stack>
          </fieldset>
        );
      })}
      {listError && (
        <AlertBox tone="error">
          <span>{text(listError)}</span>
        </AlertBox>
      )}
      {fields.length < MAX_BENEFICIAL_OWNERS && (
        <div>
          <Button
            type="button"
            variant="secondary"
            onClick={() => append(NEW_OWNER as BeneficialOwner)}
          >
            {t('companyOnboarding.actions.addOwner')}
          </Button>
        </div>
      )}
    </StepForm>
  );
}
