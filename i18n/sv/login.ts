import type { Texts } from '../fi';

export const svLogin: Texts['login'] = {
  title: 'Logga in',
  heading: 'Logga in i nätbanken',
  intro:
    'Identifiera dig med bankkoder eller mobilcertifikat. Identifieringen öppnas i detta fönster.',
  identify: 'Identifiera dig',
  starting: 'Öppnar identifieringen…',
  failed: 'Inloggningen misslyckades',
  safety: 'Banken frågar aldrig efter dina koder per e-post, sms eller telefon.',
  errors: {
    authentication_aborted: 'Identifieringen avbröts.',
    identification_failed: 'Identifieringen misslyckades. Försök igen.',
    customer_not_found: 'Vi hittade inte ditt kundskap. Kontakta kundtjänsten.',
  },
  logout: {
    title: 'Utloggning',
    loggedOut: 'Du har loggat ut.',
    loginAgain: 'Logga in igen',
  },
};
