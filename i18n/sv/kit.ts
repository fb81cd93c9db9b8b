import type { Texts } from '../fi';

export const svKit: Texts['kit'] = {
  numberStepper: {
    decrease: 'Minska',
    increase: 'Öka',
  },
  phoneInput: {
    countryCode: 'Landsnummer',
    number: 'Nummer',
  },
  codeInput: {
    label: 'Ange den 4-siffriga koden',
    digit: 'Siffra {{position}} av {{length}}',
  },
  termsCheckbox: {
    label: 'Jag godkänner <terms>villkoren</terms>',
    opensInNewWindow: '(öppnas i ett nytt fönster)',
  },
  collapsibleList: {
    showMore: 'Visa mer',
    showLess: 'Visa mindre',
  },
  uploadBox: {
    choose: 'Välj en fil',
    dropHint: 'eller släpp en fil här',
    rules: 'Tillåtna format: {{types}}. Största storlek {{maxSize}}.',
    tryAgain: 'Försök igen',
    remove: 'Ta bort filen {{name}}',
  },
  instalmentProgress: {
    label: 'Betalda rater',
    text: '{{paid}} / {{total}} rater betalda',
    valueText: '{{paid}} betalda av {{total}} rater',
  },
  copyButton: {
    copied: 'Kopierat',
    failed: 'Kopieringen misslyckades',
  },
  accountGroupRibbon: {
    total: 'Totalt',
    openPaymentAccount: 'Öppna ett nytt brukskonto',
    openSavingsAccount: 'Öppna ett nytt sparkonto',
    openTermDeposit: 'Öppna en ny tidsbunden deposition',
    group: {
      payment: 'Brukskonton',
      savings: 'Sparkonton',
      termDeposit: 'Tidsbundna depositioner',
    },
  },
  accountRow: {
    interestRate: 'Ränta {{rate, number(minimumFractionDigits: 2)}} %',
    accruedInterest: 'Upplupen ränta',
    maturity: 'Förfaller',
    investmentPartner: 'Investeringspartnerns konto',
  },
  accountName: {
    payment: 'Brukskonto',
    savings: 'Sparkonto',
    TermDeposit: 'Tidsbunden deposition',
    ExternalBankAccount: 'Eget konto i en annan bank',
    ExternalTermDeposit: 'Tidsbunden deposition i en annan bank',
  },
  transactionRow: {
    message: 'Meddelande',
    reference: 'Referens',
  },
  transactionType: {
    Transfer: 'Egen överföring',
    CreditInterest: 'Kreditränta',
    Interest: 'Ränta',
    TaxWithhold: 'Förskottsinnehållning',
    Withdrawal: 'Uttag',
    Deposit: 'Insättning',
    CreditRepayment: 'Amortering på lån',
    NULL: 'Okänd',
    other: 'Kontohändelse',
    card: 'Korthändelse',
  },
  nextInstalmentPanel: {
    title: 'Nästa rat',
    dueDate: 'Förfallodag',
    pay: 'Betala raten',
    changeDueDate: 'Flytta förfallodagen',
    noInstalment: 'Du har inga rater att betala.',
    overdueCannotMove: 'Förfallodagen för en försenad rat kan inte flyttas.',
    loanCannotMove: 'Förfallodagen för detta lån kan inte flyttas.',
  },
  instalmentBadge: {
    late: 'Försenad',
    last: 'Sista raten',
    new: 'Ny',
  },
  card: {
    kind: {
      PHYSICAL_CARD: 'Fysiskt kort',
      VIRTUAL_CARD: 'Virtuellt kort',
    },
    status: {
      CARD_OK: 'Giltigt',
      CARD_BLOCKED: 'Spärrat',
      CARD_CLOSED: 'Avslutat',
      CARD_EXPIRED: 'Utgånget',
      CARD_LOST: 'Förlorat',
      CARD_STOLEN: 'Stulet',
    },
    limit: {
      DailyLimitATM: 'Uttagsgräns per dag',
      MonthlyLimitATM: 'Uttagsgräns per månad',
      DailyLimitUsage: 'Användningsgräns per dag',
      MonthlyLimitUsage: 'Användningsgräns per månad',
    },
    region: {
      africa: 'Afrika',
      europe: 'Europa',
      oceania: 'Oceanien',
      northAmerica: 'Nordamerika',
      southAmerica: 'Sydamerika',
      asia: 'Asien',
      home: 'Finland',
    },
  },
  paymentCardVisual: {
    numberEnding: 'kortnummer som slutar på {{digits}}',
  },
  cardList: {
    openGroup: 'Kortkontots uppgifter och händelser: {{card}}',
    available: 'Tillgängligt',
    used: 'Använt',
    empty: 'Du har inga kort.',
    group: {
      personal: 'Personligt kort',
      companyCredit: 'Företagskort med kredit',
      companyPrepaid: 'Företagskort utan kredit',
    },
  },
  cardLimitsModal: {
    readOnly: 'Gränserna för detta kort kan inte ändras i nätbanken.',
    title: 'Kortets gränser',
    cardHolderNotice:
      'Endast ditt företags huvudanvändare kan ändra kortets gränser. Kontakta din arbetsgivare om du vill ändra dem.',
  },
  blockedRegionsModal: {
    cardHolderNotice:
      'Endast ditt företags huvudanvändare kan ändra kortets användningsområden. Kontakta din arbetsgivare om du vill ändra dem.',
    intro:
      'Kortet fungerar i områden där reglaget är på. När reglaget är av är kortet spärrat i området.',
    allowed: 'Användning tillåten',
    blocked: 'Användning spärrad',
    readOnly: 'Områdena för detta kort kan inte ändras i nätbanken.',
    title: 'Spärrade användningsområden',
  },
  loanApplicationSummary: {
    title: 'Din låneansökan',
    edit: 'Redigera',
    editTitle: 'Redigera låneansökan',
  },
  payeeEntryTabs: {
    label: 'Val av betalningsmottagare',
    ibanTab: 'IBAN',
    payeeListTab: 'Mottagarlista',
    barcodeTab: 'Läs streckkod',
    iban: 'Mottagarens kontonummer',
    name: 'Mottagarens namn',
    bic: 'BIC-kod',
    bicHint: 'Koden för det utländska kontots bank, till exempel DEUTDEFF',
    noContacts: 'Inga kontakter',
    removePayee: 'Ta bort betalningsmottagaren {{name}}',
    removeQuestion: 'Ta bort betalningsmottagaren?',
    barcode: 'Virtuell streckkod',
    barcodeHint: 'Fakturans 54-siffriga streckkod som siffror',
    read: 'Läs',
  },
  referralDialog: {
    infoTitle: 'Rekommendera oss',
    intro:
      'När en person eller ett företag som du rekommenderar blir vår kund får du en belöning: {{person}} för varje person och {{company}} för varje företag som du rekommenderar.',
    conditions: 'Villkor för belöningen',
    deposit_one:
      'Den rekommenderade sätter in minst {{deposit}} på sitt konto inom en månad efter att ha bekräftat sin identitet.',
    deposit_other:
      'Den rekommenderade sätter in minst {{deposit}} på sitt konto inom {{count}} månader efter att ha bekräftat sin identitet.',
    validity_one: 'En rekommendation gäller en månad efter att den skickats.',
    validity_other: 'En rekommendation gäller {{count}} månader efter att den skickats.',
    credited: 'Belöningen betalas till ditt bankkonto.',
    noBankAccount:
      'För att rekommendera oss behöver du ett bankkonto hos oss, dit belöningarna kan betalas.',
    recommend: 'Rekommendera',
    sendTitle: 'Skicka en rekommendation',
    delivery: 'Skicka som',
    email: 'E-post',
    sms: 'Sms',
    target: 'Rekommendationen gäller',
    person: 'Person',
    company: 'Företag',
    message: 'Mottagaren får detta meddelande',
    emailAddress: 'Mottagarens e-postadress',
    phoneNumber: 'Mottagarens telefonnummer',
    phoneHint: 'Till exempel 040 123 4567',
    consent: 'Jag godkänner att mitt för- och efternamn visas för mottagaren av rekommendationen.',
    send: 'Skicka',
    smsError: 'ERROR',
    successTitle: 'Tack för din rekommendation!',
    emailSent: 'Din rekommendation har skickats till {{email}}.',
    smsSent: 'Din rekommendation har skickats till {{phoneNumber}}.',
  },
  amountInput: {
    unreadable: 'Ange beloppet i euro, till exempel 125,50',
  },
  dateInput: {
    pick: 'Välj dag',
    format: 'd.m.åååå',
  },
};
