import type { Texts } from '../fi';

export const enOpening: Texts['opening'] = {
  paymentTitle: 'Open a current account',
  savingsTitle: 'Open a savings account',
  termDepositTitle: 'Open a term deposit',
  paymentIntro:
    'The free current account is an account for everyday payments with no monthly fee. You get the account number as soon as the account is open.',
  savingsIntro:
    'On a savings account your money earns interest and stays available: you can move it to your own current account at any time.',
  savingsRate: 'The savings account interest is now {{rate, number(minimumFractionDigits: 2)}} %.',
  savingsWithdrawals: 'As a personal customer you get six free withdrawals a year.',
  termDepositIntro:
    'A term deposit has a fixed interest rate for the whole term; the interest is paid with the deposit when it matures.',
  name: 'Account name (optional)',
  nameHint: 'You see the account by this name in your account list.',
  open: 'Open account',
  openDeposit: 'Open deposit',
  confirmAccount: 'Open the account?',
  confirmDeposit: 'Open the term deposit?',
  confirmText: 'The account is opened as soon as you answer Yes.',
  confirmDepositText: 'The amount is charged from the chosen account as soon as you answer Yes.',
  blocked: 'Opening an account is not possible',
  failed: 'Opening the account failed',
  opened: 'The account is open',
  depositOpened: 'The term deposit is open',
  goToAccount: 'Go to the account',
  amount: 'Amount',
  source: 'Account to charge',
  chooseAccount: 'Choose an account',
  noSourceAccount: 'You need a current account to charge the deposit from.',
  offer: 'Deposit offer',
  calculating: 'Calculating the offer…',
  offerFailed: 'Calculating the offer failed.',
  calcFailed: 'Loading the deposit offers failed.',
  noOffers: 'No term deposits are on offer now.',
  termsTitle: '{{product}} – terms',
  products: {
    'payment-account': 'Free current account',
    'savings-account': 'Savings account',
    'term-deposit': 'Term deposit',
  },
  terms: {
    paymentAccount: {
      heading: 'Free current account',
      text: 'The current account is meant for everyday payments. It has no opening fee and no monthly fee. No interest is paid on the account.',
    },
    payments: {
      heading: 'Payments and use of the account',
      text: 'The customer makes sure the account holds enough money for the payments. The bank may leave a payment unmade if the account does not hold enough money.',
    },
    savingsInterest: {
      heading: 'Savings account and interest',
      text: 'The money on the savings account earns the savings interest the bank applies at the time. Interest is calculated daily and paid to the account monthly. Withholding tax is deducted from the interest.',
    },
    withdrawals: {
      heading: 'Withdrawals',
      text: 'A personal customer may make six free withdrawals a calendar year. For more withdrawals the bank charges the fee of its price list. A company customer’s withdrawals are charged according to the price list.',
    },
    termDeposit: {
      heading: 'Term deposit',
      text: 'The deposit is made for the chosen term at a fixed interest rate. The deposited amount is charged from the customer’s current account when the deposit is opened.',
    },
    maturity: {
      heading: 'Interest and maturity',
      text: 'The interest is paid at maturity together with the deposited amount to the customer’s current account. Withholding tax is deducted from the interest.',
    },
    earlyWithdrawal: {
      heading: 'Withdrawal before maturity',
      text: 'The deposit cannot be withdrawn before its maturity date. At the bank’s discretion the deposit may be ended early for a special reason, in which case no interest is paid.',
    },
    parties: {
      heading: 'Parties to the agreement',
      text: 'The agreement is made between the customer and the bank once the customer has accepted these terms in the online bank and the bank has opened the account.',
    },
    depositGuarantee: {
      heading: 'Deposit guarantee',
      text: 'The money on the account is covered by the deposit guarantee up to 100 000 euros per customer.',
    },
    changes: {
      heading: 'Changes to the terms',
      text: 'The bank announces changes to the terms in the online bank at least two months before they take effect. The customer may end the agreement before the change takes effect.',
    },
  },
  validation: {
    chooseSource: 'Choose the account to charge',
    chooseDuration: 'Choose the term',
  },
  refusals: {
    unofferedDuration: 'Choose one of the terms on offer.',
    sourceNotPaymentAccount: 'Choose the current account the deposit is moved from.',
  },
  names: {
    paymentPerson: 'Fee-free current account',
    paymentCompany: 'Business account',
    savingsPerson: 'Savings account',
    savingsCompany: 'Business savings account',
    termDeposit: 'Term deposit {{months}} months',
  },
  flow: {
    title: 'Term deposit',
    intro:
      'Choose the amount and term of the deposit. When you log in to the online bank, your choice is ready for opening the deposit.',
    loginToOpen: 'Log in and open the deposit',
    leaving: 'Opening the identification…',
    keepFailed: 'Your choice could not be saved.',
    resumed:
      'The amount and term you chose are filled in. Check them and choose the account to charge.',
    notKept: 'Your choice is no longer kept. Choose the amount and term again.',
  },
};
