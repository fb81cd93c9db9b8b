import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '../../../api/call';
import * as calls from '../../../api/companyOnboarding';
import {
  EMPLOYEE_RANGES,
  prelimKycSchema,
  TURNOVER_RANGES,
} from '../../../domain/company/companyKyc';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import { ValueList } from '../../../ui/ValueList';
import { useCallMutation } from '../../data/calls';
import { useBankForm } from '../../data/form';
import { ChoiceSelect } from '../../shell/ChoiceSelect';
import { StepForm } from '../../shell/StepForm';
import type { Onboarding } from './api';
import { searchForm } from './forms';

type Details = CallOutput<typeof calls.companySearchDetails>;

interface StepProps {
  onboarding: Onboarding;
  onBack: () => void;
}

/**
 * The company by its business ID: found in the register, chosen (the bank checks the signing
 * right then), its register details shown with the questions of its size.
 */
export function CompanyStep(props: StepProps) {
  const [details, setDetails] = useState<Details | null>(null);
  return details ? (
    <PrelimForm {...props} details={details} onSearchAgain={() => setDetails(null)} />
  ) : (
    <Search {...props} onChosen={setDetails} />
  );
}

function Search({ onboarding, onBack, onChosen }: StepProps & { onChosen: (d: Details) => void }) {
  const { t } = useTranslation();
  const search = useCallMutation(calls.companySearch);
  const choose = useCallMutation(calls.companySearchDetails);
  const form = useBankForm(searchForm, {
    defaultValues: { BusinessId: onboarding.Company?.BusinessId ?? '' },
  });
  const found = search.data;
  const submit = form.handleSubmit(async ({ BusinessId }) => {
    try {
      if (found?.BusinessId === BusinessId) {
        onChosen(await choose.mutateAsync({ Id: onboarding.Id, BusinessId }));
      } else {
        await search.mutateAsync({ Id: onboarding.Id, BusinessId });
      }
    } catch (refusal) {
      form.showRefusal(refusal);
    }
  });
  const error = form.formState.errors.BusinessId?.message;
  return (
    <StepForm
      title={t('companyOnboarding.steps.company')}
      onSubmit={(event) => void submit(event)}
      onBack={onBack}
      refusal={form.refusal}
      busy={search.isPending || choose.isPending}
      submitLabel={t(
        found ? 'companyOnboarding.actions.choose' : 'companyOnboarding.actions.search',
      )}
    >
      <p>{t('companyOnboarding.company.lead')}</p>
      <FormField
        label={t('companyOnboarding.company.businessId')}
        hint={t('companyOnboarding.company.businessIdHint')}
        error={error}
      >
        <TextInput
          autoComplete="off"
          maxLength={12}
          {...form.register('BusinessId', { onChange: () => search.reset() })}
        />
      </FormField>
      {found && (
        <p role="status">
          {t('companyOnboarding.company.found', { name: found.Name, city: found.City })}
        </p>
      )}
    </StepForm>
  );
}

function PrelimForm({
  onboarding,
  details,
  onSearchAgain,
}: StepProps & { details: Details; onSearchAgain: () => void }) {
  const { t } = useTranslation();
  const save = useCallMutation(calls.companyUpdatePrelimKyc);
  const form = useBankForm(prelimKycSchema);
  const submit = form.handleSubmit(async (answers) => {
    try {
      await save.mutateAsync({ Id: onboarding.Id, ...answers });
    } catch (refusal) {
      form.showRefusal(refusal);
    }
  });
  const error = (name: 'Turnover' | 'Employees') => form.formState.errors[name]?.message;
  return (
    <StepForm
      title={details.Name}
      onSubmit={(event) => void submit(event)}
      onBack={onSearchAgain}
      refusal={form.refusal}
      busy={save.isPending}
      submitLabel={t('companyOnboarding.actions.next')}
    >
      <h3>{t('companyOnboarding.company.details')}</h3>
      <ValueList
        items={[
          { id: 'id', term: t('companyOnboarding.company.businessId'), value: details.BusinessId },
          { id: 'form', term: t('companyOnboarding.company.form'), value: details.CompanyForm },
          {
            id: 'address',
            term: t('companyOnboarding.company.address'),
            value: `${details.StreetAddress}, ${details.PostalCode} ${details.City}`,
          },
          {
            id: 'industry',
            term: t('companyOnboarding.company.industry'),
            value: details.Industry,
          },
          {
            id: 'representatives',
            term: t('companyOnboarding.company.representatives'),
            value: details.Representatives.map(
              (person) =>
                `${person.Name}, ${person.Position} (${t(`companyOnboarding.company.signingRights.${person.SigningRight}`)})`,
            ).join('; '),
          },
        ]}
      />
      <h3>{t('companyOnboarding.company.prelimHeading')}</h3>
      <ChoiceSelect
        label={t('companyOnboarding.company.turnover')}
        placeholder={t('companyOnboarding.company.choose')}
        error={error('Turnover')}
        options={TURNOVER_RANGES.map((value) => ({
          value,
          label: t(`companyOnboarding.company.turnovers.${value}`),
        }))}
        {...form.register('Turnover')}
      />
      <ChoiceSelect
        label={t('companyOnboarding.company.employees')}
        placeholder={t('companyOnboarding.company.choose')}
        error={error('Employees')}
        options={EMPLOYEE_RANGES.map((value) => ({
          value,
          label: t(`companyOnboarding.company.employeeCounts.${value}`),
        }))}
        {...form.register('Employees')}
      />
    </StepForm>
  );
}
