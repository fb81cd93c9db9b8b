/**
 * A company's main user grants and removes people's rights to act for the company
 * (`/bank/company/purchase-rights`). The spec gives none of these texts; they are ours.
 */
export const fiPurchaseRights = {
  title: 'Valtuudet',
  lead: 'Valtuutettu voi toimia yrityksen puolesta verkkopankissa. Valtuuden antaminen ja poistaminen vahvistetaan tunnistautumalla.',
  loadFailed: 'Valtuuksien lataaminen epäonnistui.',
  empty: 'Kenelläkään ei ole valtuutta.',
  listLabel: 'Valtuutetut',
  grantedAt: 'Valtuutettu {{date, date}}',
  remove: 'Poista valtuus: {{name}}',
  removeQuestion: 'Poistetaanko henkilön {{name}} valtuus?',
  add: {
    heading: 'Anna valtuus',
    personalId: 'Henkilötunnus',
    firstName: 'Etunimi',
    lastName: 'Sukunimi',
    submit: 'Anna valtuus',
  },
  mainUserOnly: 'Valtuuksia antaa ja poistaa yrityksen pääkäyttäjä.',
  returned: {
    ok: 'Valtuudet on päivitetty.',
    error: 'Valtuuksien muuttaminen epäonnistui.',
    cancel: 'Valtuuksien muuttaminen keskeytettiin.',
  },
  approval: {
    grant: 'Valtuus toimia yrityksen {{company}} puolesta: {{name}}',
    remove: 'Valtuuden poisto yritykseltä {{company}}: {{name}}',
  },
  rules: {
    personalId: 'Tarkista henkilötunnus.',
  },
  refusals: {
    mainUserOnly: 'Valtuuksia antaa ja poistaa yrityksen pääkäyttäjä.',
    hasRight: 'Henkilöllä on jo oikeus toimia yrityksen puolesta.',
    notFound: 'Valtuutta ei löytynyt.',
    notConfirmed: 'Valtuuden muutosta ei vahvistettu.',
  },
};
