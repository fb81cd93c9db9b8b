import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PIN_MARKER_COOKIE, type LoggedIn } from '../../../api/quickLogin';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { Stack } from '../../../ui/Stack';
import { bankQueryClient } from '../../shell/BankQueries';
import { PinLogin } from './PinLogin';
import { SmsLogin } from './SmsLogin';

/**
 * Every way in starts a new document of the bank (the login page has only its own route): the
 * page of a flow begun before the login (the bank answers it, checked as a page of the web bank by
 * the call's schema), else the home page.
 */
const enterBank = ({ ContinueTo }: LoggedIn) => window.location.assign(ContinueTo ?? '/bank/home');

/** Whether this device has a PIN: the bank's marker beside the device's (unreadable) token. */
const deviceHasPin = () =>
  document.cookie.split(';').some((cookie) => cookie.trim() === `${PIN_MARKER_COOKIE}=1`);

/**
 * The login page's quicker ways in, loaded after the page itself: the PIN when this device has
 * one, and the SMS code on request. Neither is strong authentication, which each says. Nothing is
 * asked of the bank until the customer uses one.
 */
export function QuickLogin() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [smsOpen, setSmsOpen] = useState(false);
  return (
    <QueryClientProvider client={bankQueryClient()}>
      <Stack gap={5}>
        {params.get('error') === 'already_customer' && (
          <AlertBox tone="info">{t('quickLogin.alreadyCustomer')}</AlertBox>
        )}
        {deviceHasPin() && <PinLogin onLoggedIn={enterBank} />}
        <section aria-labelledby="sms-login">
          <Stack gap={4}>
            <h2 id="sms-login">{t('quickLogin.sms.heading')}</h2>
            {smsOpen ? (
              <SmsLogin onLoggedIn={enterBank} />
            ) : (
              <div>
                <Button variant="secondary" onClick={() => setSmsOpen(true)}>
                  {t('quickLogin.sms.open')}
                </Button>
              </div>
            )}
          </Stack>
        </section>
      </Stack>
    </QueryClientProvider>
  );
}
