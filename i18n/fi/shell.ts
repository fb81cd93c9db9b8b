export const fiShell = {
  name: 'Verkkopankki',
  documentTitle: '{{page}} – Verkkopankki',
  /** Each language by its own name, as the language menu offers it on every page. */
  languages: { fi: 'Suomi', sv: 'Svenska', en: 'English' },
  menu: 'Valikko',
  notFound: {
    title: 'Sivua ei löytynyt',
    text: 'Etsimääsi sivua ei löytynyt. Se on ehkä siirretty tai sitä ei ole vielä käytössä.',
    home: 'Siirry etusivulle',
  },
} as const;
