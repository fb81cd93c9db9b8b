import type { Texts } from '../fi';

export const svShell: Texts['shell'] = {
  name: 'Nätbanken',
  documentTitle: '{{page}} – Nätbanken',
  languages: { fi: 'Suomi', sv: 'Svenska', en: 'English' },
  menu: 'Meny',
  notFound: {
    title: 'Sidan hittades inte',
    text: 'Sidan du söker hittades inte. Den kan ha flyttats eller är inte i bruk ännu.',
    home: 'Till startsidan',
  },
  scheme: {
    label: 'Färgtema',
    device: 'Enhetens tema',
    light: 'Ljust',
    dark: 'Mörkt',
  },
};
