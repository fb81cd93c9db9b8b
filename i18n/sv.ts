import type { Messages } from './fi';

/** Swedish: a working stub; a missing key is a compile error. */
export const sv: Messages = {
  common: {
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
  },
  textInput: {
    counter: '{{length}} / {{max}} tecken',
  },
  numberStepper: {
    decrease: 'Minska',
    increase: 'Öka',
  },
  phoneInput: {
    countryCode: 'Landsnummer',
    number: 'Nummer',
  },
  codeInput: {
    label: 'Ange den 4-siffriga koden',
    digit: 'Siffra {{position}} av {{length}}',
  },
  termsCheckbox: {
    label: 'Jag godkänner <terms>villkoren</terms>',
    opensInNewWindow: '(öppnas i ett nytt fönster)',
  },
  collapsibleList: {
    showMore: 'Visa mer',
    showLess: 'Visa mindre',
  },
  loadingOverlay: {
    slow: 'Ett ögonblick till, stäng inte sidan.',
  },
  stepIndicator: {
    label: 'Framsteg',
    progress: 'Steg {{current}}/{{total}}',
  },
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
  uploadBox: {
    choose: 'Välj en fil',
    dropHint: 'eller släpp en fil här',
    rules: 'Tillåtna format: {{types}}. Största storlek {{maxSize}}.',
    tryAgain: 'Försök igen',
    remove: 'Ta bort filen {{name}}',
  },
};
