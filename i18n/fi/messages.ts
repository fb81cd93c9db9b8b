/**
 * Messages with the bank: the inbox, a thread, the new-message and reply forms, the bank's
 * automatic answer and the refusals. The spec gives no texts here: ours, in the bank's words.
 */
export const fiMessages = {
  title: 'Viestit',
  intro: 'Täällä voit lähettää viestin pankille ja lukea pankin vastaukset turvallisesti.',
  newMessage: 'Uusi viesti',
  threads: 'Viestiketjut',
  loadFailed: 'Viestejä ei voitu hakea.',
  empty: 'Sinulla ei ole vielä viestejä. Voit lähettää pankille uuden viestin.',
  unread_one: '{{count}} lukematon viesti',
  unread_other: '{{count}} lukematonta viestiä',
  unreadMark: 'Uusi',
  draftMark: 'Luonnos',
  lastMessage: 'Viimeisin viesti {{time}}',
  sent: {
    title: 'Viesti lähetetty',
    text: 'Pankki vastaa viestiisi tässä viestiketjussa.',
  },
  draftSaved: {
    title: 'Luonnos tallennettu',
    text: 'Voit lähettää luonnoksen myöhemmin viestiketjusta.',
  },
  draftDeleted: 'Luonnos poistettu',
  thread: {
    back: 'Takaisin viesteihin',
    loadFailed: 'Viestiketjua ei voitu hakea.',
    messages: 'Viestit',
    you: 'Sinä',
    bank: 'Pankki',
    sentAt: 'Lähetetty {{time}}',
    reply: 'Vastaa',
    replySent: 'Vastaus lähetetty',
  },
  form: {
    subject: 'Aihe',
    subjectHint: 'Enintään {{max}} merkkiä',
    body: 'Viesti',
    bodyHint: 'Enintään {{max}} merkkiä',
    reply: 'Vastaus',
    send: 'Lähetä',
    saveDraft: 'Tallenna luonnoksena',
    sendDraft: 'Lähetä luonnos',
    deleteDraft: 'Poista luonnos',
  },
  validation: {
    subjectRequired: 'Kirjoita viestille aihe',
    subjectTooLong: 'Aihe voi olla enintään {{max}} merkkiä pitkä',
    subjectOneLine: 'Aiheen tulee olla yksi rivi ilman erikoismerkkejä',
    bodyRequired: 'Kirjoita viesti',
    bodyTooLong: 'Viesti voi olla enintään {{max}} merkkiä pitkä',
    bodyPlainText: 'Viestissä on merkkejä, joita ei voi lähettää',
  },
  refusals: {
    threadNotFound: 'Viestiketjua ei löytynyt',
    messageNotFound: 'Viestiä ei löytynyt',
    onlyDrafts: 'Vain lähettämättömän luonnoksen voi poistaa tai lähettää',
  },
  automaticReply:
    'Kiitos viestistäsi! Olemme vastaanottaneet sen, ja asiakaspalvelumme vastaa sinulle yleensä kahden arkipäivän kuluessa. Tämä on automaattinen vastaus.',
  demo: {
    termDepositRate:
      'Hei Aino! Määräaikaistalletuksen korko on kiinteä: se pysyy samana koko talletusajan, eikä sitä muuteta kesken kauden. Ystävällisin terveisin, asiakaspalvelu',
    overdueInstalment:
      'Hei Tiina! Lainasi erä on myöhässä. Maksathan sen pian Lainat-sivulla, niin vältyt lisäkuluilta. Jos tarvitset maksuun lisäaikaa, voit siirtää eräpäivää tai vastata tähän viestiin. Ystävällisin terveisin, asiakaspalvelu',
  },
} as const;
