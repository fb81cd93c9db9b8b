import type { Texts } from '../fi';

export const svPurchaseRights: Texts['purchaseRights'] = {
  title: 'Fullmakter',
  lead: 'En befullmäktigad kan handla för företagets räkning i nätbanken. Att ge och ta bort en fullmakt bekräftas genom identifiering.',
  loadFailed: 'Det gick inte att läsa in fullmakterna.',
  empty: 'Ingen har fullmakt.',
  listLabel: 'Befullmäktigade',
  grantedAt: 'Fullmakt given {{date, date}}',
  remove: 'Ta bort fullmakten: {{name}}',
  removeQuestion: 'Ta bort fullmakten för {{name}}?',
  add: {
    heading: 'Ge fullmakt',
    personalId: 'Personbeteckning',
    firstName: 'Förnamn',
    lastName: 'Efternamn',
    submit: 'Ge fullmakt',
  },
  mainUserOnly: 'Fullmakter ges och tas bort av företagets huvudanvändare.',
  returned: {
    ok: 'Fullmakterna har uppdaterats.',
    error: 'Det gick inte att ändra fullmakterna.',
    cancel: 'Ändringen av fullmakterna avbröts.',
  },
  approval: {
    grant: 'Fullmakt att handla för {{company}}: {{name}}',
    remove: 'Fullmakten för {{company}} tas bort: {{name}}',
  },
  rules: { personalId: 'Kontrollera personbeteckningen.' },
  refusals: {
    mainUserOnly: 'Fullmakter ges och tas bort av företagets huvudanvändare.',
    hasRight: 'Personen har redan rätt att handla för företaget.',
    notFound: 'Fullmakten hittades inte.',
    notConfirmed: 'Ändringen av fullmakten bekräftades inte.',
  },
};
