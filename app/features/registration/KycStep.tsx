import { useTranslation } from 'react-i18next';
import { registrationComplete } from '../../../api/registration';
import { MAIN_USES, OCCUPATIONS } from '../../../domain/customer/registration';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { useMessageText } from '../../../ui/MessageText';
import { Stack } from '../../../ui/Stack';
import { useCallMutation } from '../../data/calls';
import { useBankForm } from '../../data/form';
import { ChoiceSelect } from '../../shell/ChoiceSelect';
import { YesNoField } from '../../shell/YesNoField';
import { kycForm, type KycFormInput } from './forms';

/** The private customer KYC questions; the answers make the person a customer. */
export function KycStep() {
  const { t } = useTranslation();
  const text = useMessageText();
  const complete = useCallMutation(registrationComplete);
  const form = useBankForm(kycForm, {
    defaultValues: { Occupation: '', MainUse: '' } as unknown as KycFormInput,
  });
  const { control, register, formState } = form;
  const submit = form.handleSubmit(async (answers) => {
    try {
      await complete.mutateAsync(answers);
    } catch (refusal) {
      form.showRefusal(refusal);
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="registration-kyc">
      <Stack gap={4}>
        <h2 id="registration-kyc">{t('registration.kyc.heading')}</h2>
        <p>{t('registration.kyc.intro')}</p>
        <YesNoField
          control={control}
          name="IsPoliticallyExposed"
          label={t('registration.kyc.politicallyExposed')}
        />
        <YesNoField
          control={control}
          name="ActsOnOwnBehalf"
          label={t('registration.kyc.ownBehalf')}
        />
        <ChoiceSelect
          label={t('registration.kyc.occupation')}
          placeholder={t('registration.kyc.chooseOccupation')}
          error={formState.errors.Occupation?.message}
          options={OCCUPATIONS.map((value) => ({
            value,
            label: t(`registration.occupations.${value}`),
          }))}
          {...register('Occupation')}
        />
        <ChoiceSelect
          label={t('registration.kyc.mainUse')}
          placeholder={t('registration.kyc.chooseMainUse')}
          error={formState.errors.MainUse?.message}
          options={MAIN_USES.map((value) => ({
            value,
            label: t(`registration.mainUses.${value}`),
          }))}
          {...register('MainUse')}
        />
        {form.refusal && (
          <AlertBox tone="error" title={t('registration.kyc.failed')}>
            {text(form.refusal)}
          </AlertBox>
        )}
        <div>
          <Button type="submit" busy={complete.isPending}>
            {t('registration.kyc.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
