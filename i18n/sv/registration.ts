import type { Texts } from '../fi';

export const svRegistration: Texts['registration'] = {
  title: 'Bli kund',
  steps: 'Stegen för att bli kund',
  loadFailed: 'Det gick inte att hämta uppgifterna om registreringen.',
  identify: {
    heading: 'Bli kund',
    intro:
      'Identifiera dig först med bankkoder eller mobilcertifikat. Ange sedan dina kontaktuppgifter, bekräfta ditt telefonnummer med ett sms och svara på några frågor.',
    start: 'Identifiera dig',
    starting: 'Identifieringen öppnas…',
    failed: 'Identifieringen misslyckades. Försök igen.',
    cancelled: 'Identifieringen avbröts.',
    haveBank: 'Är du redan kund?',
    login: 'Logga in i nätbanken',
  },
  contact: {
    heading: 'Dina kontaktuppgifter',
    greeting: 'Hej {{name}}! Identifieringen lyckades.',
    phone: 'Mobiltelefonnummer',
    email: 'E-postadress',
    streetAddress: 'Gatuadress',
    postalCode: 'Postnummer',
    city: 'Postanstalt',
    send: 'Skicka bekräftelsekod',
    failed: 'Det gick inte att spara kontaktuppgifterna',
  },
  code: {
    heading: 'Bekräfta ditt telefonnummer',
    sent: 'Vi skickade en fyrsiffrig kod per sms till numret {{phone}}. Koden gäller i 10 minuter.',
    label: 'Bekräftelsekod',
    newCode: 'Be om en ny kod',
  },
  kyc: {
    heading: 'Kundkännedom',
    submit: 'Bli kund',
    failed: 'Det gick inte att bli kund',
  },
  done: {
    heading: 'Du är nu vår kund',
    intro:
      'Din nätbank är klar, men den har ännu inget konto. Öppna ett avgiftsfritt brukskonto så kan du betala räkningar och ta emot din lön.',
    openAccount: 'Öppna ett brukskonto',
    toBank: 'Gå till nätbanken',
  },
  rules: {
    ownBehalf: 'Man kan bli kund endast i eget namn och för egen räkning. Kontakta kundtjänsten.',
  },
  refusals: {
    notRegistering: 'Ditt kundförhållande är redan klart.',
    phoneFirst: 'Bekräfta först ditt telefonnummer.',
  },
};
