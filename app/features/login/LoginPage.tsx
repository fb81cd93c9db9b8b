import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { Panel } from '../../../ui/Panel';
import { Stack } from '../../../ui/Stack';
import { PublicPage } from '../../shell/PublicPage';
import { useDocumentTitle } from '../../shell/useDocumentTitle';

const LOGIN_ERRORS = [
  'authentication_aborted',
  'identification_failed',
  'customer_not_found',
] as const;
export type LoginError = (typeof LOGIN_ERRORS)[number];

const isLoginError = (value: string | null): value is LoginError =>
  LOGIN_ERRORS.includes(value as LoginError);

// Only a failed identification brings the alert, so it loads then, not with every visit.
const LoginFailed = lazy(() => import('./LoginFailed').then((m) => ({ default: m.LoginFailed })));
// The SMS code and the device's PIN load after the page: not in its start.
const QuickLogin = lazy(() => import('./QuickLoginLoader'));

const Safety = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

/** The login page: prerendered at build time so it paints before any script has run. */
export function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('login.title'));
  const [params] = useSearchParams();
  const [leaving, setLeaving] = useState(false);
  const reason = params.get('error');

  return (
    <PublicPage>
      <Panel>
        <Stack gap={6}>
          <Stack gap={5}>
            <h1>{t('login.heading')}</h1>
            {isLoginError(reason) && (
              <Suspense fallback={null}>
                <LoginFailed reason={reason} />
              </Suspense>
            )}
            <p>{t('login.intro')}</p>
            {/* A plain form: the prerendered button works before the page's script has loaded. */}
            <form method="get" action="/bank/login/identify" onSubmit={() => setLeaving(true)}>
              <Button type="submit" block busy={leaving}>
                {leaving ? t('login.starting') : t('login.identify')}
              </Button>
            </form>
          </Stack>
          <Suspense fallback={null}>
            <QuickLogin />
          </Suspense>
          <Safety>{t('login.safety')}</Safety>
        </Stack>
      </Panel>
    </PublicPage>
  );
}
