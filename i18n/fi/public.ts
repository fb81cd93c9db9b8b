/** The Finnish texts of the pages before login (and the error page): the login page ships only these. */
export const fiPublic = {
  common: {
    close: 'Sulje',
    yes: 'Kyllä',
    no: 'Ei',
    cancel: 'Peruuta',
    save: 'Tallenna',
    continue: 'Jatka',
    back: 'Takaisin',
    required: 'Tämä tieto tarvitaan',
    loading: 'Ladataan…',
    errorPrefix: 'Virhe:',
    skipToContent: 'Siirry sisältöön',
    language: 'Kieli',
  },
  technicalErrorPage: {
    title: 'Olemme pahoillamme!',
    text: 'Palvelussa tapahtui tekninen virhe',
    home: 'Siirry etusivulle',
    customerService: 'Asiakaspalvelu',
    customerServiceHelp: 'Jos virhe toistuu, ota yhteyttä asiakaspalveluumme.',
    phone: 'Puhelin',
    openingHours: 'Palveluajat',
    defaultOpeningHours: 'ma–pe 9–16',
  },
  bank: {
    name: 'Verkkopankki',
    documentTitle: '{{page}} – Verkkopankki',
    languageName: 'Suomi',
    switchLanguage: 'In English',
    login: {
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
    },
    logout: {
      title: 'Uloskirjautuminen',
      loggedOut: 'Olet kirjautunut ulos.',
      loginAgain: 'Kirjaudu uudelleen',
    },
    notFound: {
      title: 'Sivua ei löytynyt',
      text: 'Etsimääsi sivua ei löytynyt. Se on ehkä siirretty tai sitä ei ole vielä käytössä.',
      home: 'Siirry etusivulle',
    },
  },
} as const;
