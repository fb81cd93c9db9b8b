import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AlertBox } from '../../ui/AlertBox';
import { ButtonLink } from '../../ui/ButtonLink';
import { Stack } from '../../ui/Stack';
import { useCustomer } from './customer';
import { mayView } from './customerView';
import { useDocumentTitle } from './useDocumentTitle';

/**
 * The pages of the customer's money and data, drawn once it is known who is asking (the layout
 * shows the wait). A company's card holder, whom the bank refuses them, is told so instead of
 * being shown a page that would only fail.
 */
export function ViewGate() {
  const { data: customer } = useCustomer();
  if (!customer) return null;
  return mayView(customer) ? <Outlet /> : <NotForCardHolders />;
}

function NotForCardHolders() {
  const { t } = useTranslation();
  useDocumentTitle(t('menu.notForCardHolders'));
  return (
    <Stack gap={5}>
      <h1>{t('menu.notForCardHolders')}</h1>
      <AlertBox tone="info">{t('errors.access.cardHolder')}</AlertBox>
      <div>
        <ButtonLink href="/bank/home">{t('shell.notFound.home')}</ButtonLink>
      </div>
    </Stack>
  );
}
