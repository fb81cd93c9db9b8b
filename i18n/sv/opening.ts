import type { Texts } from '../fi';

export const svOpening: Texts['opening'] = {
  paymentTitle: 'Öppna ett brukskonto',
  savingsTitle: 'Öppna ett sparkonto',
  termDepositTitle: 'Öppna en tidsbunden placering',
  paymentIntro:
    'Det avgiftsfria brukskontot är ett konto för dagliga betalningar utan månadsavgift. Du får kontonumret genast när kontot är öppnat.',
  savingsIntro:
    'På ett sparkonto växer dina pengar med ränta och är ändå tillgängliga: du kan flytta dem till ditt eget brukskonto när som helst.',
  savingsRate: 'Sparkontots ränta är nu {{rate, number(minimumFractionDigits: 2)}} %.',
  savingsWithdrawals: 'Som privatkund får du sex avgiftsfria uttag per år.',
  termDepositIntro:
    'En tidsbunden placering har fast ränta under hela placeringstiden; räntan betalas tillsammans med det insatta beloppet på förfallodagen.',
  name: 'Kontots namn (frivilligt)',
  nameHint: 'Du ser kontot med detta namn i din kontolista.',
  open: 'Öppna kontot',
  openDeposit: 'Öppna placeringen',
  confirmAccount: 'Öppna kontot?',
  confirmDeposit: 'Öppna den tidsbundna placeringen?',
  confirmText: 'Kontot öppnas så snart du svarar Ja.',
  confirmDepositText: 'Beloppet debiteras det valda kontot så snart du svarar Ja.',
  blocked: 'Det går inte att öppna ett konto',
  failed: 'Det gick inte att öppna kontot',
  opened: 'Kontot är öppnat',
  depositOpened: 'Den tidsbundna placeringen är öppnad',
  goToAccount: 'Gå till kontot',
  amount: 'Belopp',
  source: 'Konto som debiteras',
  chooseAccount: 'Välj ett konto',
  noSourceAccount: 'Du behöver ett brukskonto som placeringen debiteras från.',
  offer: 'Placeringserbjudande',
  calculating: 'Erbjudandet beräknas…',
  offerFailed: 'Det gick inte att beräkna erbjudandet.',
  calcFailed: 'Det gick inte att läsa in placeringserbjudandena.',
  noOffers: 'Inga tidsbundna placeringar erbjuds just nu.',
  termsTitle: '{{product}} – villkor',
  validation: {
    chooseDuration: 'Välj löptid',
  },
  refusals: {
    unofferedDuration: 'Välj en av de löptider som erbjuds.',
    sourceNotPaymentAccount: 'Välj det brukskonto som placeringen överförs från.',
  },
  names: {
    paymentPerson: 'Avgiftsfritt brukskonto',
    paymentCompany: 'Företagskonto',
    savingsPerson: 'Sparkonto',
    savingsCompany: 'Företagssparkonto',
    termDeposit: 'Tidsbunden placering {{months}} mån',
  },
};
