import type { Texts } from '../fi';

export const svCommon: Texts['common'] = {
  close: 'Stäng',
  yes: 'Ja',
  no: 'Nej',
  cancel: 'Avbryt',
  save: 'Spara',
  continue: 'Fortsätt',
  back: 'Tillbaka',
  required: 'Denna uppgift behövs',
  loading: 'Laddar…',
  errorPrefix: 'Fel:',
  skipToContent: 'Hoppa till innehållet',
  language: 'Språk',
  technicalErrorPage: {
    title: 'Vi beklagar!',
    text: 'Ett tekniskt fel inträffade i tjänsten',
    home: 'Gå till startsidan',
    customerService: 'Kundtjänst',
    customerServiceHelp: 'Om felet upprepas, kontakta vår kundtjänst.',
    phone: 'Telefon',
    openingHours: 'Öppettider',
    defaultOpeningHours: 'mån–fre 9–16',
  },
  retry: 'Försök igen',
  offline: {
    title: 'Ingen anslutning',
    text: 'Nätbanken får ingen anslutning just nu. Kontrollera att din enhet är ansluten till internet och försök igen.',
  },
  textInput: {
    counter: '{{length}} / {{max}} tecken',
  },
  loadingOverlay: {
    slow: 'Ett ögonblick till, stäng inte sidan.',
  },
  slider: {
    noData: 'Inga uppgifter',
  },
  stepIndicator: {
    label: 'Framsteg',
    progress: 'Steg {{current}}/{{total}}',
  },
  money: {
    amount: '{{amount, euros}} euro',
    negative: 'minus {{amount, euros}} euro',
    positive: 'plus {{amount, euros}} euro',
  },
};
