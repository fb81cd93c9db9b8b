export const fiOpening = {
  paymentTitle: 'Avaa käyttötili',
  savingsTitle: 'Avaa säästötili',
  termDepositTitle: 'Avaa määräaikaistalletus',
  paymentIntro:
    'Kuluton käyttötili on tili päivittäisiin maksuihin ilman kuukausimaksua. Saat tilinumeron heti, kun tili on avattu.',
  savingsIntro:
    'Säästötilillä rahasi kasvavat korkoa ja ovat silti käytettävissäsi: voit siirtää niitä omalle käyttötilillesi milloin tahansa.',
  savingsRate: 'Säästötilin korko on nyt {{rate, number(minimumFractionDigits: 2)}} %.',
  savingsWithdrawals: 'Henkilöasiakkaana saat säästötililtä kuusi maksutonta nostoa vuodessa.',
  termDepositIntro:
    'Määräaikaistalletuksen korko on kiinteä koko talletusajan, ja se maksetaan talletuksen erääntyessä yhdessä talletetun summan kanssa.',
  name: 'Tilin nimi (vapaaehtoinen)',
  nameHint: 'Näet tilin tällä nimellä tililuettelossasi.',
  open: 'Avaa tili',
  openDeposit: 'Avaa talletus',
  confirmAccount: 'Avataanko tili?',
  confirmDeposit: 'Avataanko määräaikaistalletus?',
  confirmText: 'Tili avataan heti, kun vastaat Kyllä.',
  confirmDepositText: 'Talletussumma veloitetaan valitsemaltasi tililtä heti, kun vastaat Kyllä.',
  blocked: 'Tilin avaaminen ei ole mahdollista',
  failed: 'Tilin avaaminen epäonnistui',
  opened: 'Tili on avattu',
  depositOpened: 'Määräaikaistalletus on avattu',
  goToAccount: 'Siirry tilille',
  amount: 'Talletussumma',
  source: 'Veloitettava tili',
  chooseAccount: 'Valitse tili',
  noSourceAccount: 'Tarvitset käyttötilin, jolta talletus veloitetaan.',
  offer: 'Talletustarjous',
  calculating: 'Lasketaan tarjousta…',
  offerFailed: 'Tarjouksen laskeminen epäonnistui.',
  calcFailed: 'Talletustarjousten lataaminen epäonnistui.',
  noOffers: 'Määräaikaistalletuksia ei ole nyt tarjolla.',
  termsTitle: '{{product}} – ehdot',
  products: {
    'payment-account': 'Kuluton käyttötili',
    'savings-account': 'Säästötili',
    'term-deposit': 'Määräaikaistalletus',
  },
  // Spec names no terms documents; these short terms stand in for the bank's own.
  terms: {
    paymentAccount: {
      heading: 'Kuluton käyttötili',
      text: 'Käyttötili on tarkoitettu päivittäisiin maksuihin. Tilillä ei ole avaus- eikä kuukausimaksua. Tilille ei makseta korkoa.',
    },
    payments: {
      heading: 'Maksut ja tilin käyttö',
      text: 'Asiakas vastaa siitä, että tilillä on katetta maksuille. Pankki voi jättää maksun toteuttamatta, jos tilillä ei ole riittävästi katetta.',
    },
    savingsInterest: {
      heading: 'Säästötili ja korko',
      text: 'Säästötilin varoille maksetaan pankin kulloinkin voimassa olevaa säästötilin korkoa. Korko lasketaan päivittäin ja maksetaan tilille kuukausittain. Korosta pidätetään lähdevero.',
    },
    withdrawals: {
      heading: 'Nostot',
      text: 'Henkilöasiakas saa tehdä kalenterivuodessa kuusi maksutonta nostoa. Sitä useammista nostoista pankki perii hinnaston mukaisen maksun. Yritysasiakkaan nostot ovat hinnaston mukaan maksullisia.',
    },
    termDeposit: {
      heading: 'Määräaikaistalletus',
      text: 'Talletus tehdään valitulle ajalle kiinteällä korolla. Talletussumma veloitetaan asiakkaan käyttötililtä talletusta avattaessa.',
    },
    maturity: {
      heading: 'Korko ja erääntyminen',
      text: 'Korko maksetaan talletuksen erääntyessä yhdessä talletetun summan kanssa asiakkaan käyttötilille. Korosta pidätetään lähdevero.',
    },
    earlyWithdrawal: {
      heading: 'Ennenaikainen nosto',
      text: 'Talletusta ei voi nostaa ennen eräpäivää. Pankin harkinnan mukaan talletus voidaan erityisestä syystä lopettaa ennenaikaisesti, jolloin korkoa ei makseta.',
    },
    parties: {
      heading: 'Sopimuksen osapuolet',
      text: 'Sopimus tehdään asiakkaan ja pankin välillä, kun asiakas on hyväksynyt nämä ehdot verkkopankissa ja pankki on avannut tilin.',
    },
    depositGuarantee: {
      heading: 'Talletussuoja',
      text: 'Tilillä olevat varat kuuluvat talletussuojan piiriin enintään 100 000 euroon asti asiakasta kohden.',
    },
    changes: {
      heading: 'Ehtojen muuttaminen',
      text: 'Pankki ilmoittaa ehtojen muutoksista verkkopankissa vähintään kaksi kuukautta ennen niiden voimaantuloa. Asiakas voi irtisanoa sopimuksen ennen muutoksen voimaantuloa.',
    },
  },
  validation: {
    chooseSource: 'Valitse veloitettava tili',
    chooseDuration: 'Valitse kesto',
  },
  // The bank's refusals: spec leaves their texts open.
  refusals: {
    unofferedDuration: 'Valitse jokin tarjolla olevista kestoista.',
    sourceNotPaymentAccount: 'Valitse käyttötili, jolta talletus siirretään.',
  },
  // The name a new account gets unless the customer gives one. The spec names the free payment
  // account 'Kuluton käyttötili'; the others are ours.
  names: {
    paymentPerson: 'Kuluton käyttötili',
    paymentCompany: 'Yritystili',
    savingsPerson: 'Säästötili',
    savingsCompany: 'Yrityssäästötili',
    termDeposit: 'Määräaikaistalletus {{months}} kk',
  },
  // A term deposit chosen before the login (`/flows/deposit`), kept across it.
  flow: {
    title: 'Määräaikaistalletus',
    intro:
      'Valitse talletussumma ja talletusaika. Kun kirjaudut verkkopankkiin, valintasi on valmiina talletuksen avaamisessa.',
    loginToOpen: 'Kirjaudu ja avaa talletus',
    leaving: 'Siirrytään tunnistukseen…',
    keepFailed: 'Valintaasi ei voitu tallentaa.',
    resumed: 'Valitsemasi summa ja aika ovat valmiina. Tarkista ne ja valitse veloitettava tili.',
    notKept: 'Valintaasi ei ole enää tallessa. Valitse summa ja aika uudelleen.',
  },
} as const;
