import type { Texts } from '../fi';

export const enKit: Texts['kit'] = {
  numberStepper: {
    decrease: 'Decrease',
    increase: 'Increase',
  },
  phoneInput: {
    countryCode: 'Country code',
    number: 'Number',
  },
  codeInput: {
    label: 'Enter the 4-digit code',
    digit: 'Digit {{position}} of {{length}}',
  },
  termsCheckbox: {
    label: 'I accept the <terms>terms</terms>',
    opensInNewWindow: '(opens in a new window)',
  },
  singleSelectButtons: {
    change: 'Change the choice',
  },
  collapsibleList: {
    showMore: 'Show more',
    showLess: 'Show less',
  },
  uploadBox: {
    choose: 'Choose a file',
    dropHint: 'or drop a file here',
    rules: 'Allowed formats: {{types}}. Maximum size {{maxSize}}.',
    tryAgain: 'Try again',
    remove: 'Remove file {{name}}',
  },
  instalmentProgress: {
    label: 'Instalments paid',
    text: '{{paid}} / {{total}} instalments paid',
    valueText: '{{paid}} paid of {{total}} instalments',
  },
  copyButton: {
    copied: 'Copied',
    failed: 'Copying failed',
  },
  accountGroupRibbon: {
    total: 'Total',
    openPaymentAccount: 'Open a new payment account',
    openSavingsAccount: 'Open a new savings account',
    openTermDeposit: 'Open a new term deposit',
    group: {
      payment: 'Payment accounts',
      savings: 'Savings accounts',
      termDeposit: 'Term deposits',
    },
  },
  accountRow: {
    interestRate: 'Interest {{rate, number(minimumFractionDigits: 2)}} %',
    accruedInterest: 'Accrued interest',
    maturity: 'Matures',
    investmentPartner: 'Investment partner account',
  },
  accountName: {
    payment: 'Payment account',
    savings: 'Savings account',
    TermDeposit: 'Term deposit',
    ExternalBankAccount: 'Own account in another bank',
    ExternalTermDeposit: 'Term deposit in another bank',
  },
  transactionRow: {
    message: 'Message',
    reference: 'Reference',
  },
  transactionType: {
    Transfer: 'Own transfer',
    CreditInterest: 'Credit interest',
    Interest: 'Interest',
    TaxWithhold: 'Tax withheld',
    Withdrawal: 'Withdrawal',
    Deposit: 'Deposit',
    CreditRepayment: 'Loan repayment',
    NULL: 'Unknown',
    other: 'Account transaction',
    card: 'Card transaction',
  },
  nextInstalmentPanel: {
    title: 'Next instalment',
    dueDate: 'Due date',
    pay: 'Pay instalment',
    changeDueDate: 'Move due date',
    noInstalment: 'You have no instalments to pay.',
    overdueCannotMove: 'The due date of an overdue instalment cannot be moved.',
    loanCannotMove: 'The due date of this loan cannot be moved.',
  },
  instalmentBadge: {
    late: 'Overdue',
    last: 'Last instalment',
    new: 'New',
  },
  card: {
    kind: {
      PHYSICAL_CARD: 'Physical card',
      VIRTUAL_CARD: 'Virtual card',
    },
    status: {
      CARD_OK: 'Valid',
      CARD_BLOCKED: 'Blocked',
      CARD_CLOSED: 'Closed',
      CARD_EXPIRED: 'Expired',
      CARD_LOST: 'Lost',
      CARD_STOLEN: 'Stolen',
    },
    limit: {
      DailyLimitATM: 'Daily cash withdrawal limit',
      MonthlyLimitATM: 'Monthly cash withdrawal limit',
      DailyLimitUsage: 'Daily spending limit',
      MonthlyLimitUsage: 'Monthly spending limit',
    },
    region: {
      africa: 'Africa',
      europe: 'Europe',
      oceania: 'Oceania',
      northAmerica: 'North America',
      southAmerica: 'South America',
      asia: 'Asia',
      home: 'Finland',
    },
  },
  paymentCardVisual: {
    numberEnding: 'card number ending {{digits}}',
  },
  cardList: {
    openGroup: 'Card account details and transactions: {{card}}',
    available: 'Available',
    used: 'Used',
    empty: 'You have no cards.',
    group: {
      personal: 'Personal card',
      companyCredit: 'Company credit cards',
      companyPrepaid: 'Company cards without credit',
    },
  },
  cardLimitsModal: {
    readOnly: 'The limits of this card cannot be changed in the online bank.',
    title: 'Card limits',
    cardHolderNotice:
      'Only your company’s main user can change the card’s limits. Please contact your employer if you want them changed.',
  },
  blockedRegionsModal: {
    cardHolderNotice:
      'Only your company’s main user can change the card’s regions. Please contact your employer if you want them changed.',
    intro:
      'The card works in the regions whose switch is on. When the switch is off, the card is blocked in that region.',
    allowed: 'Use allowed',
    blocked: 'Use blocked',
    readOnly: 'The regions of this card cannot be changed in the online bank.',
    title: 'Blocked regions',
  },
  loanApplicationSummary: {
    title: 'Your loan application',
    edit: 'Edit',
    editTitle: 'Edit loan application',
  },
  payeeEntryTabs: {
    label: 'Choosing the payee',
    ibanTab: 'IBAN',
    payeeListTab: 'Payee list',
    barcodeTab: 'Read barcode',
    iban: "Payee's account number",
    name: "Payee's name",
    bic: 'BIC code',
    bicHint: "The code of the foreign account's bank, for example DEUTDEFF",
    noContacts: 'No contacts',
    removePayee: 'Remove payee {{name}}',
    removeQuestion: 'Remove payee?',
    barcode: 'Virtual barcode',
    barcodeHint: "The invoice's 54-digit barcode as digits",
    read: 'Read',
    fromInvoice: 'Or read the barcode from the invoice',
    chooseFile: 'Choose a picture or PDF of the invoice',
    fileHint: 'A PNG, JPEG or PDF file; of a PDF, the first page is read.',
    readingFile: 'Reading the barcode…',
    barcodeNotFound: 'No barcode was found. Try a sharper picture or type the digits.',
    readFailed: 'The barcode could not be read. Try again or type the digits.',
    startCamera: 'Read with the camera',
    stopCamera: 'Turn the camera off',
    cameraPreview: "Camera view: show the invoice's barcode to the camera",
    cameraStarting: 'The camera is starting…',
    cameraDenied:
      "The camera may not be used. Allow it in the browser's settings or choose a picture of the invoice.",
    cameraUnavailable:
      'No camera can be used on this device. Choose a picture of the invoice or type the digits.',
  },
  referralDialog: {
    infoTitle: 'Recommend us',
    intro:
      'When a person or a company you recommend becomes our customer, you get a reward: {{person}} for each person and {{company}} for each company you recommend.',
    conditions: 'Conditions of the reward',
    deposit_one:
      'The person recommended deposits at least {{deposit}} in their account within one month of confirming their identity.',
    deposit_other:
      'The person recommended deposits at least {{deposit}} in their account within {{count}} months of confirming their identity.',
    validity_one: 'A recommendation is valid for one month after it is sent.',
    validity_other: 'A recommendation is valid for {{count}} months after it is sent.',
    credited: 'The reward is paid into your bank account.',
    noBankAccount:
      'To recommend us you need a bank account with us, into which the rewards can be paid.',
    recommend: 'Recommend',
    sendTitle: 'Send a recommendation',
    delivery: 'Send by',
    email: 'E-mail',
    sms: 'Text message',
    target: 'Recommending a',
    person: 'Person',
    company: 'Company',
    message: 'The recipient gets this message',
    emailAddress: "Recipient's e-mail address",
    phoneNumber: "Recipient's phone number",
    phoneHint: 'For example 040 123 4567',
    consent:
      'I agree that my first and last name are disclosed to the recipient of the recommendation.',
    send: 'Send',
    smsError: 'ERROR',
    emailError: 'Sending the e-mail failed. Check the address and try again.',
    successTitle: 'Thank you for your recommendation!',
    emailSent: 'Your recommendation has been sent to {{email}}.',
    smsSent: 'Your recommendation has been sent to {{phoneNumber}}.',
  },
  amountInput: {
    unreadable: 'Enter the amount in euros, for example 125,50',
  },
  dateInput: {
    pick: 'Choose a day',
    format: 'dd/mm/yyyy',
  },
};
