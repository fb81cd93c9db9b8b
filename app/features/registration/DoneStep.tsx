import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/ButtonLink';
import { Link } from '../../../ui/Link';
import { Stack } from '../../../ui/Stack';

/** The person is a customer, in a bank still empty: the offer to open a payment account. */
export function DoneStep() {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <h2>{t('registration.done.heading')}</h2>
      <p>{t('registration.done.intro')}</p>
      <div>
        <ButtonLink href="/bank/accounts/open-payment-account">
          {t('registration.done.openAccount')}
        </ButtonLink>
      </div>
      <p>
        <Link href="/bank/home">{t('registration.done.toBank')}</Link>
      </p>
    </Stack>
  );
}
