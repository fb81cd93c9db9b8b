export const fiShell = {
  name: 'Verkkopankki',
  documentTitle: '{{page}} – Verkkopankki',
  languageName: 'Suomi',
  switchLanguage: 'In English',
  notFound: {
    title: 'Sivua ei löytynyt',
    text: 'Etsimääsi sivua ei löytynyt. Se on ehkä siirretty tai sitä ei ole vielä käytössä.',
    home: 'Siirry etusivulle',
  },
} as const;
