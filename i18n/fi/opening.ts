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
  validation: {
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
} as const;
