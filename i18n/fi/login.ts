export const fiLogin = {
  title: 'Kirjaudu',
  heading: 'Kirjaudu verkkopankkiin',
  intro:
    'Tunnistaudu pankkitunnuksilla tai mobiilivarmenteella. Tunnistus avautuu tässä ikkunassa.',
  identify: 'Tunnistaudu',
  starting: 'Siirrytään tunnistukseen…',
  failed: 'Kirjautuminen ei onnistunut',
  safety: 'Pankki ei koskaan kysy tunnuksiasi sähköpostilla, tekstiviestillä tai puhelimitse.',
  errors: {
    authentication_aborted: 'Tunnistautuminen keskeytettiin.',
    identification_failed: 'Tunnistus ei onnistunut. Yritä uudelleen.',
    customer_not_found: 'Emme löytäneet asiakkuuttasi. Ota yhteyttä asiakaspalveluun.',
  },
  logout: {
    title: 'Uloskirjautuminen',
    loggedOut: 'Olet kirjautunut ulos.',
    loginAgain: 'Kirjaudu uudelleen',
  },
} as const;
