import type { Texts } from '../fi';

export const svCompanyAttachments: Texts['companyAttachments'] = {
  title: 'Bilagor',
  lead: 'Skicka företagets dokument till banken, till exempel bokslut eller handelsregisterutdrag.',
  send: {
    heading: 'Skicka en bilaga',
    button: 'Skicka bilagan',
    sent: 'Bilagan {{name}} har skickats till banken.',
    failed: 'Det gick inte att skicka bilagan',
  },
  viewOnly: 'Du har endast visningsrätt till nätbanken och kan inte skicka bilagor.',
  list: {
    heading: 'Skickade bilagor',
    loadFailed: 'Det gick inte att läsa in bilagorna.',
    empty: 'Företaget har ännu inte skickat några bilagor.',
    sentBy: 'Avsändare: {{name}}',
    downloadButton: 'Ladda ner',
    download: 'Ladda ner {{name}}',
    downloadFailed: 'Det gick inte att ladda ner bilagan.',
  },
  refusals: {
    brokenForm: 'Formuläret avbröts. Försök igen.',
    notFound: 'Bilagan hittades inte.',
  },
};
