/**
 * The consumer credit card application. The spec gives none of these texts; they are ours.
 * Money values are cents (the `money` format).
 */
export const fiCardApplication = {
  title: 'Hae luottokorttia',
  intro:
    'Hae Mastercard Credit -korttia. Hakeminen vie muutaman minuutin, ja kerromme luottorajaehdotuksen heti.',
  forPersonsOnly:
    'Luottokorttia voi hakea henkilöasiakkaana. Vaihda omaan asiakkuuteesi hakeaksesi.',
  loadFailed: 'Korttihakemuksen lataaminen epäonnistui.',
  steps: {
    label: 'Hakemuksen vaiheet',
    application: 'Tulot ja asuminen',
    contact: 'Yhteystiedot',
    kyc: 'Asiakkaan tuntemistiedot',
    terms: 'Ehdot ja lähetys',
    proposal: 'Luottorajaehdotus',
    payment: 'Laskun maksutili',
  },
  fields: {
    requestedLimit: 'Haettava luottoraja',
    monthlyIncome: 'Nettotulot kuukaudessa',
    monthlyExpenses: 'Menot kuukaudessa',
    monthlyExpensesHint: 'Asuminen, muiden lainojen lyhennykset ja elinkustannukset',
    employment: 'Työtilanne',
    housing: 'Asumismuoto',
    email: 'Sähköposti',
    phone: 'Puhelinnumero',
    streetAddress: 'Katuosoite',
    postalCode: 'Postinumero',
    city: 'Postitoimipaikka',
    politicallyExposed:
      'Oletko poliittisesti vaikutusvaltainen henkilö tai tällaisen henkilön perheenjäsen tai läheinen yhtiökumppani?',
    ownBehalf: 'Haetko korttia itsellesi etkä jonkun toisen puolesta?',
    yes: 'Kyllä',
    no: 'Ei',
    paymentAccount: 'Maksutili',
  },
  employment: {
    Permanent: 'Vakituinen työsuhde',
    FixedTerm: 'Määräaikainen työsuhde',
    SelfEmployed: 'Yrittäjä',
    Retired: 'Eläkeläinen',
    Student: 'Opiskelija',
    Unemployed: 'Työtön',
  },
  housing: {
    Owned: 'Omistusasunto',
    Rented: 'Vuokra-asunto',
    RightOfOccupancy: 'Asumisoikeusasunto',
    WithParents: 'Vanhempien luona',
    Other: 'Muu',
  },
  actions: {
    next: 'Jatka',
    back: 'Edellinen',
    send: 'Lähetä hakemus',
    sign: 'Hyväksy ja allekirjoita',
    connect: 'Tallenna maksutili',
    toCards: 'Siirry kortteihin',
  },
  terms: {
    intro: 'Lue luottokortin ehdot ja hinnasto ennen kuin lähetät hakemuksen.',
    termsLink: 'Luottokortin ehdot',
    priceListLink: 'Hinnasto',
    accept: 'Olen lukenut luottokortin ehdot ja hinnaston ja hyväksyn ne',
  },
  proposal: {
    offered: 'Voimme myöntää sinulle luottokortin, jonka luottoraja on {{limit, money}}.',
    signHint:
      'Kun hyväksyt ehdotuksen, allekirjoitat luottokorttisopimuksen vahvalla tunnistautumisella.',
    refused: 'Emme valitettavasti voi myöntää sinulle luottokorttia.',
    referred: 'Hakemuksesi siirtyy pankin käsiteltäväksi. Otamme sinuun yhteyttä.',
  },
  reasons: {
    age: 'Luottokortin voi saada 18–75-vuotias.',
    identity: 'Henkilötunnustasi ei voitu tarkistaa.',
    kyc: 'Luottokorttia voi hakea vain itselleen.',
    income: 'Tulosi eivät riitä luottokortin pienimpään luottorajaan.',
    verification: 'Tarkistamme tietosi ennen päätöstä.',
  },
  returned: {
    cancel: 'Allekirjoitus peruttiin. Voit allekirjoittaa uudelleen.',
    error: 'Allekirjoitus ei onnistunut. Yritä uudelleen.',
  },
  payment: {
    failed: 'Tilien lataaminen epäonnistui.',
    intro: 'Korttisi on tehty. Valitse vielä tili, jolta kortin lasku maksetaan.',
    noAccounts:
      'Sinulla ei ole käyttötiliä, jolta laskun voisi maksaa. Avaa käyttötili ja palaa sitten tähän.',
  },
  done: {
    heading: 'Luottokorttisi on valmis',
    card: 'Kortti {{number}}, luottoraja {{limit, money}}.',
    delivery: 'Lähetämme kortin postitse kotiosoitteeseesi.',
  },
  documents: {
    termsTitle: 'Luottokortin ehdot',
    terms: [
      'Luottokorttisopimus on toistaiseksi voimassa oleva kulutusluottosopimus. Luottoraja on sopimuksessa vahvistettu enimmäismäärä, jonka voit käyttää kortilla.',
      'Kuukauden ostot ja nostot laskutetaan kerran kuukaudessa. Voit maksaa laskun kokonaan tai vähintään laskulla ilmoitetun vähimmäiserän.',
      'Sinulla on oikeus peruuttaa sopimus 14 päivän kuluessa sen tekemisestä.',
    ],
    priceListTitle: 'Luottokortin hinnasto',
    priceList: [
      'Vuosimaksu 0 €',
      'Luoton korko 12,9 % vuodessa',
      'Käteisnosto 2 % nostosta, vähintään 3 €',
      'Paperilasku 2,50 €',
    ],
  },
  validation: {
    limit: 'Valitse luottoraja väliltä {{min, money}}–{{max, money}}, {{step, money}} välein',
    employment: 'Valitse työtilanne',
    housing: 'Valitse asumismuoto',
  },
  errors: {
    notFound: 'Korttihakemusta ei löytynyt.',
    status: 'Hakemusta ei voi enää muuttaa tässä vaiheessa.',
    incomplete: 'Täytä hakemuksen kaikki tiedot ennen lähettämistä.',
    notConfirmed: 'Hyväksy ehdot ennen hakemuksen lähettämistä.',
    noSuchAccount: 'Valitse jokin omista käyttötileistäsi.',
  },
  approval: 'Luottokorttisopimuksen allekirjoitus, luottoraja {{limit, money}}',
  accountName: 'Luottokorttitili',
};
