import type { Texts } from '../fi';

export const svCompany: Texts['company'] = {
  title: 'Företagets uppgifter',
  loadFailed: 'Det gick inte att läsa in företagets uppgifter.',
  name: 'Namn',
  businessId: 'FO-nummer',
  address: 'Adress',
  email: 'E-post',
  phone: 'Telefon',
  notGiven: 'Inte angivet',
  viewOnly: 'Du har endast visningsrätt till nätbanken och kan inte ändra företagets uppgifter.',
  contact: {
    heading: 'Kontaktuppgifter',
    lead: 'Håll företagets kontaktuppgifter uppdaterade. Ändringen gäller genast.',
    streetAddress: 'Gatuadress',
    postalCode: 'Postnummer',
    city: 'Postanstalt',
    email: 'E-post',
    phone: 'Telefonnummer',
    save: 'Spara kontaktuppgifterna',
    saved: 'Kontaktuppgifterna har uppdaterats.',
  },
  request: {
    heading: 'Andra ändringar',
    lead: 'Företagets namn, FO-nummer och företrädare ändras av banken. Berätta vad som ska ändras, så kontaktar vi dig.',
    subject: 'Vad gäller ändringen',
    subjects: {
      Name: 'Företagets namn',
      BusinessId: 'FO-nummer',
      Representatives: 'Företagets företrädare',
      Other: 'Annat ärende',
    },
    message: 'Meddelande till banken',
    send: 'Skicka begäran',
    sent: 'Begäran har skickats till banken. Vi kontaktar dig.',
  },
  validation: {
    postalCode: 'Postnumret har fem siffror',
    subject: 'Välj vad ändringen gäller',
  },
};
