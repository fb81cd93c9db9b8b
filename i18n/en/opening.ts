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
  validation: {
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
};
