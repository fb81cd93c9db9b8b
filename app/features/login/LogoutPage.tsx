import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import * as auth from '../../../api/auth';
import { AlertBox } from '../../../ui/AlertBox';
import { ButtonLink } from '../../../ui/ButtonLink';
import { Panel } from '../../../ui/Panel';
import { Stack } from '../../../ui/Stack';
import { send } from '../../data/calls';
import { forgetBankData } from '../../shell/BankQueries';
import { PublicPage } from '../../shell/PublicPage';
import { useDocumentTitle } from '../../shell/useDocumentTitle';

/**
 * Where a logout lands, by choice or forced (`?to=1`: the session timed out). Nothing of the
 * customer's data stays in this page's memory, and the bank ends the session.
 */
export function LogoutPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('login.logout.title'));
  const [params] = useSearchParams();
  const forced = params.get('to') === '1';

  useEffect(() => {
    forgetBankData();
    send(auth.logout, {}).catch(() => {
      // Unanswered, the session still ends by itself once idle; nothing is left here to protect.
    });
  }, []);

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
