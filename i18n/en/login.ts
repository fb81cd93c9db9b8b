import type { Texts } from '../fi';

export const enLogin: Texts['login'] = {
  title: 'Log in',
  heading: 'Log in to the online bank',
  intro:
    'Identify yourself with your bank credentials or mobile certificate. Identification opens in this window.',
  identify: 'Identify',
  starting: 'Opening identification…',
  failed: 'Logging in failed',
  safety: 'The bank never asks for your credentials by e-mail, text message or phone.',
  errors: {
    authentication_aborted: 'Identification was cancelled.',
    identification_failed: 'Identification failed. Please try again.',
    customer_not_found:
      'We could not find your customer relationship. Please contact customer service.',
  },
  logout: {
    title: 'Logged out',
    loggedOut: 'You have logged out.',
    loginAgain: 'Log in again',
  },
};
