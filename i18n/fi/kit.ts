export const fiKit = {
  textInput: {
    counter: '{{length}} / {{max}} merkkiä',
  },
  numberStepper: {
    decrease: 'Vähennä',
    increase: 'Lisää',
  },
  phoneInput: {
    countryCode: 'Maatunnus',
    number: 'Numero',
  },
  codeInput: {
    label: 'Syötä 4-numeroinen koodi',
    digit: 'Numero {{position}} / {{length}}',
  },
  termsCheckbox: {
    label: 'Hyväksyn <terms>ehdot</terms>',
    opensInNewWindow: '(avautuu uuteen ikkunaan)',
  },
  collapsibleList: {
    showMore: 'Näytä lisää',
    showLess: 'Näytä vähemmän',
  },
  loadingOverlay: {
    slow: 'Vielä pieni hetki, ethän sulje sivua.',
  },
  stepIndicator: {
    label: 'Edistyminen',
    progress: 'Vaihe {{current}}/{{total}}',
  },
  uploadBox: {
    choose: 'Valitse tiedosto',
    dropHint: 'tai pudota tiedosto tähän',
    rules: 'Sallitut muodot: {{types}}. Enimmäiskoko {{maxSize}}.',
    tryAgain: 'Yritä uudelleen',
    remove: 'Poista tiedosto {{name}}',
  },
  instalmentProgress: {
    label: 'Maksetut erät',
    text: '{{paid}} / {{total}} erää maksettu',
    valueText: 'Maksettu {{paid}}, eriä yhteensä {{total}}',
  },
  copyButton: {
    copied: 'Kopioitu',
    failed: 'Kopiointi ei onnistunut',
  },
  accountGroupRibbon: {
    total: 'Yhteensä',
    openPaymentAccount: 'Avaa uusi käyttötili',
    openSavingsAccount: 'Avaa uusi säästötili',
    openTermDeposit: 'Avaa uusi määräaikaistalletus',
  },
  accountRow: {
    interestRate: 'Korko {{rate, number(minimumFractionDigits: 2)}} %',
    accruedInterest: 'Kertynyt korko',
    maturity: 'Erääntyy',
    investmentPartner: 'Sijoituskumppanin tili',
  },
  transactionRow: {
    message: 'Viesti',
    reference: 'Viite',
  },
  nextInstalmentPanel: {
    title: 'Seuraava maksuerä',
    dueDate: 'Eräpäivä',
    pay: 'Maksa erä',
    changeDueDate: 'Siirrä eräpäivää',
    noInstalment: 'Sinulla ei ole maksettavia eriä.',
    overdueCannotMove: 'Myöhässä olevan erän eräpäivää ei voi siirtää.',
    loanCannotMove: 'Tämän lainan eräpäivää ei voi siirtää.',
  },
  paymentCardVisual: {
    numberEnding: 'kortin numero päättyy {{digits}}',
  },
  cardList: {
    available: 'Käytettävissä',
    used: 'Käytetty',
    empty: 'Sinulla ei ole kortteja.',
  },
  cardLimitsModal: {
    readOnly: 'Tämän kortin rajoja ei voi muuttaa verkkopankissa.',
  },
  blockedRegionsModal: {
    intro:
      'Kortti toimii alueilla, joilla kytkin on päällä. Kun kytkin on pois päältä, kortin käyttö alueella on estetty.',
    allowed: 'Käyttö sallittu',
    blocked: 'Käyttö estetty',
    readOnly: 'Tämän kortin käyttöalueita ei voi muuttaa verkkopankissa.',
  },
  loanCalculator: {
    amount: 'Lainasumma',
    months: 'Laina-aika',
    monthsValue: '{{months}} kk',
    monthlyInstalment: 'Kuukausierä',
    openingFee: 'Avausmaksu',
    monthlyFee: 'Kuukausimaksu',
    effectiveRate: 'Todellinen vuosikorko',
    interestRate: 'Nimelliskorko',
    totalRepayment: 'Takaisinmaksettava yhteensä',
    percent: '{{rate, number(minimumFractionDigits: 2)}} %',
    example:
      'Esimerkki: {{amount}}, {{months}} kk, nimelliskorko {{interestRate, number(minimumFractionDigits: 2)}} %, avausmaksu {{openingFee}}, kuukausimaksu {{monthlyFee}}, kuukausierä {{instalment}}, todellinen vuosikorko {{effectiveRate, number(minimumFractionDigits: 2)}} %, yhteensä {{totalRepayment}}.',
    announcement:
      'Kuukausierä {{instalment}}, todellinen vuosikorko {{effectiveRate, number(minimumFractionDigits: 2)}} %',
    noOffer: 'Valitsemallesi summalle ei ole lainatarjousta. Valitse toinen summa.',
    apply: 'Hae lainaa',
  },
  loanApplicationSummary: {
    title: 'Lainahakemuksesi',
    edit: 'Muokkaa',
    editTitle: 'Muokkaa lainahakemusta',
  },
  payeeEntryTabs: {
    label: 'Maksunsaajan valinta',
    ibanTab: 'IBAN',
    payeeListTab: 'Saajaluettelo',
    barcodeTab: 'Lue viivakoodi',
    iban: 'Saajan tilinumero',
    name: 'Saajan nimi',
    bic: 'BIC-koodi',
    bicHint: 'Ulkomaisen tilin pankin tunnus, esimerkiksi DEUTDEFF',
    noContacts: 'No contacts',
    removePayee: 'Poista maksunsaaja {{name}}',
    removeQuestion: 'Poista maksunsaaja?',
    barcode: 'Virtuaaliviivakoodi',
    barcodeHint: 'Laskun 54-numeroinen viivakoodi numeroina',
    read: 'Lue',
  },
  referralDialog: {
    infoTitle: 'Suosittele meitä',
    intro:
      'Kun suosittelemasi henkilö tai yritys ryhtyy asiakkaaksemme, saat palkkion: {{person}} jokaisesta suosittelemastasi henkilöstä ja {{company}} jokaisesta yrityksestä.',
    conditions: 'Palkkion ehdot',
    deposit_one:
      'Suositeltu tallettaa tililleen vähintään {{deposit}} kuukauden kuluessa henkilöllisyytensä vahvistamisesta.',
    deposit_other:
      'Suositeltu tallettaa tililleen vähintään {{deposit}} {{count}} kuukauden kuluessa henkilöllisyytensä vahvistamisesta.',
    validity_one: 'Suositus on voimassa kuukauden lähettämisestä.',
    validity_other: 'Suositus on voimassa {{count}} kuukautta lähettämisestä.',
    credited: 'Palkkio maksetaan pankkitilillesi.',
    noBankAccount:
      'Suosittelu edellyttää, että sinulla on meillä pankkitili, jolle palkkiot voidaan maksaa.',
    recommend: 'Suosittele',
    sendTitle: 'Lähetä suositus',
    delivery: 'Lähetystapa',
    email: 'Sähköposti',
    sms: 'Tekstiviesti',
    target: 'Suosittelun kohde',
    person: 'Henkilö',
    company: 'Yritys',
    message: 'Vastaanottaja saa tämän viestin',
    emailAddress: 'Vastaanottajan sähköpostiosoite',
    phoneNumber: 'Vastaanottajan puhelinnumero',
    phoneHint: 'Esimerkiksi 040 123 4567',
    consent: 'Hyväksyn, että etu- ja sukunimeni kerrotaan suosituksen vastaanottajalle.',
    send: 'Lähetä',
    smsError: 'ERROR',
    successTitle: 'Kiitos suosittelusta!',
    emailSent: 'Suosituksesi on lähetetty osoitteeseen {{email}}.',
    smsSent: 'Suosituksesi on lähetetty numeroon {{phoneNumber}}.',
  },
  amountInput: {
    unreadable: 'Syötä summa euroina, esimerkiksi 125,50',
  },
} as const;
