import type { Texts } from '../fi';

/** The company's contact person and the persons authorised to act for it. */
export const svRepresentative: Texts['representative'] = {
  title: 'Kontaktperson',
  loadFailed: 'Det gick inte att ladda kontaktpersonens uppgifter.',
  lead: 'Kontaktpersonen är den som banken kontaktar i företagets ärenden.',
  none: 'Företaget har ännu inte utsett någon kontaktperson.',
  name: 'Namn',
  email: 'E-post',
  phone: 'Telefon',
  change: 'Byt kontaktperson',
  nameNew: 'Utse kontaktperson',
  formHeading: 'Kontaktpersonens uppgifter',
  firstName: 'Förnamn',
  lastName: 'Efternamn',
  save: 'Spara kontaktpersonen',
  saved: 'Kontaktpersonen har sparats.',
  failed: 'Det gick inte att spara kontaktpersonen',
  cancel: 'Avbryt',
  cannotChange: 'Kontaktpersonen byts av den som har rätt att sköta ärenden för företaget.',
  authorized: {
    heading: 'Befullmäktigade personer',
    lead: 'De personer som har rätt till företagets nätbank, och deras rättigheter.',
    loadFailed: 'Det gick inte att ladda de befullmäktigade personerna.',
    empty: 'Företaget har inga andra befullmäktigade personer.',
    roles: {
      MainUser: 'Huvudanvändare',
      CardHolder: 'Kortinnehavare',
      ViewOnly: 'Visningsrätt',
    },
  },
};
