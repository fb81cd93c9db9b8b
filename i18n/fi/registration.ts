/**
 * A person becoming a customer ('Ryhdy asiakkaaksi'): the flow's steps, its form, the private
 * customer KYC questions, and the bank's rules and refusals.
 */
export const fiRegistration = {
  title: 'Ryhdy asiakkaaksi',
  steps: 'Asiakkaaksi ryhtymisen vaiheet',
  loadFailed: 'Rekisteröitymisen tietojen lataaminen epäonnistui.',
  identify: {
    heading: 'Ryhdy asiakkaaksi',
    intro:
      'Tunnistaudu ensin pankkitunnuksilla tai mobiilivarmenteella. Sen jälkeen kerro yhteystietosi, vahvista puhelinnumerosi tekstiviestillä ja vastaa muutamaan kysymykseen.',
    start: 'Tunnistaudu',
    starting: 'Siirrytään tunnistukseen…',
    failed: 'Tunnistus ei onnistunut. Yritä uudelleen.',
    cancelled: 'Tunnistautuminen keskeytettiin.',
    haveBank: 'Oletko jo asiakas?',
    login: 'Kirjaudu verkkopankkiin',
  },
  contact: {
    heading: 'Yhteystietosi',
    greeting: 'Hei {{name}}! Tunnistautuminen onnistui.',
    phone: 'Matkapuhelinnumero',
    email: 'Sähköpostiosoite',
    streetAddress: 'Katuosoite',
    postalCode: 'Postinumero',
    city: 'Postitoimipaikka',
    send: 'Lähetä vahvistuskoodi',
    failed: 'Yhteystietojen tallentaminen epäonnistui',
  },
  code: {
    heading: 'Vahvista puhelinnumerosi',
    sent: 'Lähetimme tekstiviestillä 4-numeroisen koodin numeroon {{phone}}. Koodi on voimassa 10 minuuttia.',
    label: 'Vahvistuskoodi',
    newCode: 'Pyydä uusi koodi',
  },
  kyc: {
    heading: 'Asiakkaan tuntemistiedot',
    submit: 'Ryhdy asiakkaaksi',
    failed: 'Asiakkaaksi ryhtyminen ei onnistunut',
  },
  done: {
    heading: 'Olet nyt asiakkaamme',
    intro:
      'Verkkopankkisi on valmis, mutta siinä ei ole vielä tiliä. Avaa maksuton käyttötili, niin voit maksaa laskuja ja vastaanottaa palkkasi.',
    openAccount: 'Avaa käyttötili',
    toBank: 'Siirry verkkopankkiin',
  },
  rules: {
    ownBehalf:
      'Asiakkaaksi voi ryhtyä vain omissa nimissään ja omaan lukuunsa. Ota yhteyttä asiakaspalveluun.',
  },
  refusals: {
    notRegistering: 'Asiakkuutesi on jo valmis.',
    phoneFirst: 'Vahvista ensin puhelinnumerosi.',
  },
} as const;
