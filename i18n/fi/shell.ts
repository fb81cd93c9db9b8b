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
  /** The colour scheme menu (a select on the header bar; its label says what it is). */
  scheme: {
    label: 'Väriteema',
    device: 'Laitteen teema',
    light: 'Vaalea',
    dark: 'Tumma',
  },
} as const;
