/**
 * The login page's quicker ways in, loaded only when the page offers them: an SMS code to the
 * customer's phone and a PIN on this device; and setting that PIN after a strong login.
 */
export const fiQuickLogin = {
  alreadyCustomer: 'Olet jo asiakkaamme. Kirjaudu verkkopankkiin.',
  sms: {
    open: 'Kirjaudu tekstiviestikoodilla',
    heading: 'Kirjaudu tekstiviestikoodilla',
    intro:
      'Lähetämme koodin puhelinnumeroon, jonka olet vahvistanut pankille. Maksut ja asetusten muutokset vahvistetaan silti tunnistautumalla.',
    personalId: 'Henkilötunnus',
    phone: 'Matkapuhelinnumero',
    send: 'Lähetä koodi',
    sent: 'Jos tiedot vastaavat asiakkaamme tietoja, lähetimme 4-numeroisen koodin tekstiviestillä. Koodi on voimassa 10 minuuttia.',
    code: 'Kirjautumiskoodi',
    newCode: 'Pyydä uusi koodi',
    message:
      'Verkkopankin kirjautumiskoodisi on {{code}}. Koodi on voimassa {{minutes}} minuuttia. Älä kerro koodia kenellekään.',
  },
  pin: {
    heading: 'Kirjaudu PIN-koodilla',
    intro:
      'Tällä laitteella on PIN-koodi. Maksut ja asetusten muutokset vahvistetaan silti tunnistautumalla.',
    label: 'PIN-koodi',
  },
  setPin: {
    heading: 'PIN-koodi tälle laitteelle',
    intro:
      'Voit jatkossa kirjautua tällä laitteella 4-numeroisella PIN-koodilla. Maksut ja asetusten muutokset vahvistetaan silti tunnistautumalla.',
    label: 'Uusi PIN-koodi',
    done: 'PIN-koodi on asetettu tälle laitteelle.',
    failed: 'PIN-koodin asettaminen epäonnistui',
  },
  rules: {
    personalId: 'Tarkista henkilötunnus',
    pin: 'Syötä 4 numeroa',
    pinTooSimple: 'Valitse PIN-koodi, jota on vaikeampi arvata',
  },
  refusals: {
    token: 'Kirjautuminen ei ole enää voimassa. Kirjaudu uudelleen.',
    code: 'Koodi ei kelpaa. Tarkista koodi tai pyydä uusi.',
    noPin: 'Tällä laitteella ei ole PIN-koodia. Kirjaudu tunnistautumalla.',
    pinLocked:
      'PIN-koodi on lukittu kolmen väärän yrityksen jälkeen. Kirjaudu tunnistautumalla, niin voit taas käyttää PIN-koodia.',
    strongLoginNeeded: 'PIN-koodin voi asettaa vain tunnistautumalla kirjautuneena.',
  },
} as const;
