/**
 * The company's details (`/bank/company`): what the bank has, the contact details its users
 * change, and requests to the bank to change the rest. Spec gives none of these words.
 */
export const fiCompany = {
  title: 'Yrityksen tiedot',
  loadFailed: 'Yrityksen tietojen lataaminen epäonnistui.',
  name: 'Nimi',
  businessId: 'Y-tunnus',
  address: 'Osoite',
  email: 'Sähköposti',
  phone: 'Puhelin',
  notGiven: 'Ei annettu',
  viewOnly: 'Sinulla on verkkopankkiin vain katseluoikeus, joten et voi muuttaa yrityksen tietoja.',
  contact: {
    heading: 'Yhteystiedot',
    lead: 'Pidä yrityksen yhteystiedot ajan tasalla. Muutos tulee voimaan heti.',
    streetAddress: 'Katuosoite',
    postalCode: 'Postinumero',
    city: 'Postitoimipaikka',
    email: 'Sähköposti',
    phone: 'Puhelinnumero',
    save: 'Tallenna yhteystiedot',
    saved: 'Yhteystiedot on päivitetty.',
  },
  request: {
    heading: 'Muut muutokset',
    lead: 'Yrityksen nimen, Y-tunnuksen ja edustajat muuttaa pankki. Kerro meille, mitä pitää muuttaa, niin otamme sinuun yhteyttä.',
    subject: 'Mitä muutos koskee',
    subjects: {
      Name: 'Yrityksen nimi',
      BusinessId: 'Y-tunnus',
      Representatives: 'Yrityksen edustajat',
      Other: 'Muu asia',
    },
    message: 'Viesti pankille',
    send: 'Lähetä pyyntö',
    sent: 'Pyyntö on lähetetty pankille. Otamme sinuun yhteyttä.',
  },
  validation: {
    postalCode: 'Postinumerossa on viisi numeroa',
    subject: 'Valitse, mitä muutos koskee',
  },
} as const;
