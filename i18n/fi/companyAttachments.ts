/**
 * The company's attachments ('Liitteet', `/bank/company/attachments`). The upload box's own words
 * and the spec's messages ('Tiedoston koko on liian suuri', 'Tiedosto on väärässä muodossa') are
 * the kit's and the errors'.
 */
export const fiCompanyAttachments = {
  title: 'Liitteet',
  lead: 'Lähetä pankille yrityksen asiakirjoja, esimerkiksi tilinpäätös tai kaupparekisteriote.',
  send: {
    heading: 'Lähetä liite',
    button: 'Lähetä liite',
    sent: 'Liite {{name}} on lähetetty pankille.',
    failed: 'Liitteen lähettäminen epäonnistui',
  },
  viewOnly: 'Sinulla on verkkopankkiin vain katseluoikeus, joten et voi lähettää liitteitä.',
  list: {
    heading: 'Lähetetyt liitteet',
    loadFailed: 'Liitteiden lataaminen epäonnistui.',
    empty: 'Yritys ei ole vielä lähettänyt liitteitä.',
    sentBy: 'Lähettäjä: {{name}}',
    downloadButton: 'Lataa',
    download: 'Lataa {{name}}',
    downloadFailed: 'Liitteen lataaminen epäonnistui.',
  },
  refusals: {
    brokenForm: 'Lomake katkesi kesken. Yritä uudelleen.',
    notFound: 'Liitettä ei löytynyt.',
  },
} as const;
