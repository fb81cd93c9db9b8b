import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/ButtonLink';
import { Stack } from '../../../ui/Stack';
import { FocusedHeading } from '../../shell/FocusedHeading';
import type { Onboarding } from './api';

/** The company is a customer: the representative goes on to the bank, where it is in the switch. */
export function OnboardingDone({ onboarding }: { onboarding: Onboarding }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <FocusedHeading>{t('companyOnboarding.done.heading')}</FocusedHeading>
      <p>{t('companyOnboarding.done.lead', { name: onboarding.Company?.Name ?? '' })}</p>
      <div>
        <ButtonLink href="/bank/home">{t('companyOnboarding.actions.toBank')}</ButtonLink>
      </div>
    </Stack>
  );
}
