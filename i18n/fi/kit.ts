export const fiKit = {
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
  singleSelectButtons: {
    change: 'Muuta valintaa',
  },
  collapsibleList: {
    showMore: 'Näytä lisää',
    showLess: 'Näytä vähemmän',
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
    group: {
      payment: 'Käyttötilit',
      savings: 'Säästötilit',
      termDeposit: 'Määräaikaistalletukset',
    },
  },
  accountRow: {
    interestRate: 'Korko {{rate, number(minimumFractionDigits: 2)}} %',
    accruedInterest: 'Kertynyt korko',
    maturity: 'Erääntyy',
    investmentPartner: 'Sijoituskumppanin tili',
  },
  accountName: {
    payment: 'Käyttötili',
    savings: 'Säästötili',
    TermDeposit: 'Määräaikaistalletus',
    // Spec leaves the account type labels open; we read "External" as held outside this bank.
    ExternalBankAccount: 'Oma tili toisessa pankissa',
    ExternalTermDeposit: 'Määräaikaistalletus toisessa pankissa',
  },
  transactionRow: {
    message: 'Viesti',
    reference: 'Viite',
  },
  transactionType: {
    Transfer: 'Oma siirto',
    // Spec does not show the CreditInterest label; we call it hyvityskorko, the interest credited.
    CreditInterest: 'Hyvityskorko',
    Interest: 'Korko',
    TaxWithhold: 'Ennakonpidätys',
    Withdrawal: 'Nosto',
    Deposit: 'Talletus',
    CreditRepayment: 'Lainan lyhennys',
    NULL: 'Ei tiedossa',
    other: 'Tilitapahtuma',
    card: 'Korttitapahtuma',
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
  instalmentBadge: {
    late: 'Myöhässä',
    last: 'Viimeinen erä',
    new: 'Uusi',
  },
  card: {
    kind: {
      PHYSICAL_CARD: 'Fyysinen kortti',
      VIRTUAL_CARD: 'Virtuaalikortti',
    },
    status: {
      CARD_OK: 'Voimassa',
      CARD_BLOCKED: 'Estetty',
      CARD_CLOSED: 'Suljettu',
      CARD_EXPIRED: 'Vanhentunut',
      CARD_LOST: 'Kadonnut',
      CARD_STOLEN: 'Varastettu',
    },
    // Spec leaves the limit labels open; we use the Finnish names of card limits.
    limit: {
      DailyLimitATM: 'Nostoraja päivässä',
      MonthlyLimitATM: 'Nostoraja kuukaudessa',
      DailyLimitUsage: 'Käyttöraja päivässä',
      MonthlyLimitUsage: 'Käyttöraja kuukaudessa',
    },
    region: {
      africa: 'Afrikka',
      europe: 'Eurooppa',
      oceania: 'Oseania',
      northAmerica: 'Pohjois-Amerikka',
      southAmerica: 'Etelä-Amerikka',
      asia: 'Aasia',
      home: 'Suomi',
    },
  },
  paymentCardVisual: {
    numberEnding: 'kortin numero päättyy {{digits}}',
  },
  cardList: {
    openGroup: 'Korttitilin tiedot ja tapahtumat: {{card}}',
    available: 'Käytettävissä',
    used: 'Käytetty',
    empty: 'Sinulla ei ole kortteja.',
    group: {
      personal: 'Henkilökohtainen kortti',
      companyCredit: 'Luotolliset yrityskortit',
      companyPrepaid: 'Yrityskortit ilman luottoa',
    },
  },
  cardLimitsModal: {
    readOnly: 'Tämän kortin rajoja ei voi muuttaa verkkopankissa.',
    title: 'Kortin rajat',
    // Spec says only that card holders are told to contact their employer; this is our wording.
    cardHolderNotice:
      'Kortin rajoja voi muuttaa vain yrityksesi pääkäyttäjä. Ota yhteyttä työnantajaasi, jos haluat muuttaa kortin rajoja.',
  },
  blockedRegionsModal: {
    cardHolderNotice:
      'Vain yrityksesi pääkäyttäjä voi muuttaa kortin käyttöalueita. Ota yhteyttä työnantajaasi, jos haluat muuttaa niitä.',
    intro:
      'Kortti toimii alueilla, joilla kytkin on päällä. Kun kytkin on pois päältä, kortin käyttö alueella on estetty.',
    allowed: 'Käyttö sallittu',
    blocked: 'Käyttö estetty',
    readOnly: 'Tämän kortin käyttöalueita ei voi muuttaa verkkopankissa.',
    title: 'Estetyt käyttöalueet',
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
    fromInvoice: 'Tai lue viivakoodi laskusta',
    chooseFile: 'Valitse laskun kuva tai PDF',
    fileHint: 'PNG-, JPEG- tai PDF-tiedosto; PDF:stä luetaan ensimmäinen sivu.',
    readingFile: 'Luetaan viivakoodia…',
    barcodeNotFound: 'Viivakoodia ei löytynyt. Kokeile tarkempaa kuvaa tai kirjoita numerot.',
    readFailed: 'Viivakoodin lukeminen ei onnistunut. Yritä uudelleen tai kirjoita numerot.',
    startCamera: 'Lue kameralla',
    stopCamera: 'Lopeta kamera',
    cameraPreview: 'Kameran kuva: näytä kameralle laskun viivakoodi',
    cameraStarting: 'Kamera käynnistyy…',
    cameraDenied:
      'Kameran käyttöä ei sallittu. Salli kamera selaimen asetuksista tai valitse laskun kuva.',
    cameraUnavailable:
      'Kameraa ei voi käyttää tällä laitteella. Valitse laskun kuva tai kirjoita numerot.',
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
    emailError: 'Sähköpostin lähettäminen epäonnistui. Tarkista osoite ja yritä uudelleen.',
    successTitle: 'Kiitos suosittelusta!',
    emailSent: 'Suosituksesi on lähetetty osoitteeseen {{email}}.',
    smsSent: 'Suosituksesi on lähetetty numeroon {{phoneNumber}}.',
  },
  amountInput: {
    unreadable: 'Syötä summa euroina, esimerkiksi 125,50',
  },
  dateInput: {
    pick: 'Valitse päivä',
    // The format as Finns write it; the letters are the Finnish ones (päivä, kuukausi, vuosi).
    format: 'p.k.vvvv',
  },
} as const;
