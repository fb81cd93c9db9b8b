import type { Texts } from '../fi';

export const enShell: Texts['shell'] = {
  name: 'Online bank',
  documentTitle: '{{page}} – Online bank',
  languages: { fi: 'Suomi', sv: 'Svenska', en: 'English' },
  menu: 'Menu',
  notFound: {
    title: 'Page not found',
    text: 'The page you are looking for was not found. It may have moved or is not in use yet.',
    home: 'Go to the home page',
  },
  scheme: {
    label: 'Colour scheme',
    device: 'Device scheme',
    light: 'Light',
    dark: 'Dark',
  },
};
