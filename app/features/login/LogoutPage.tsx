import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AlertBox } from '../../../ui/AlertBox';
import { ButtonLink } from '../../../ui/ButtonLink';
import { Panel } from '../../../ui/Panel';
import { Stack } from '../../../ui/Stack';
import { BankQueries, forgetBankData } from '../../shell/BankQueries';
import { PublicPage } from '../../shell/PublicPage';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { useLogout } from './api';

/**
 * Where a logout lands, by choice or forced (`?to=1`: the session timed out). The session is
 * ended on the server and nothing of the customer's data stays in this page's memory.
 */
export function LogoutPage() {
  return (
    <BankQueries>
      <LoggedOut />
    </BankQueries>
  );
}

function LoggedOut() {
  const { t } = useTranslation();
  useDocumentTitle(t('login.logout.title'));
  const [params] = useSearchParams();
  const { mutate: logout } = useLogout();
  const forced = params.get('to') === '1';

  useEffect(() => {
    logout({});
    return forgetBankData;
  }, [logout]);

  return (
    <PublicPage>
      <Panel>
        <Stack gap={5}>
          <h1>{t('login.logout.title')}</h1>
          {forced ? (
            <AlertBox tone="warning">{t('errors.session_timeout')}</AlertBox>
          ) : (
            <p>{t('login.logout.loggedOut')}</p>
          )}
          <ButtonLink href="/bank/login">{t('login.logout.loginAgain')}</ButtonLink>
        </Stack>
      </Panel>
    </PublicPage>
  );
}
