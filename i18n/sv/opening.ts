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
  products: {
    'payment-account': 'Avgiftsfritt brukskonto',
    'savings-account': 'Sparkonto',
    'term-deposit': 'Tidsbunden placering',
  },
  terms: {
    paymentAccount: {
      heading: 'Avgiftsfritt brukskonto',
      text: 'Brukskontot är avsett för dagliga betalningar. Kontot har varken öppningsavgift eller månadsavgift. Ingen ränta betalas på kontot.',
    },
    payments: {
      heading: 'Betalningar och användning av kontot',
      text: 'Kunden ansvarar för att det finns täckning på kontot för betalningarna. Banken kan låta bli att genomföra en betalning om det inte finns tillräcklig täckning på kontot.',
    },
    savingsInterest: {
      heading: 'Sparkonto och ränta',
      text: 'På sparkontots medel betalas den sparkontoränta som banken vid varje tidpunkt tillämpar. Räntan beräknas dagligen och betalas till kontot månatligen. Källskatt innehålls på räntan.',
    },
    withdrawals: {
      heading: 'Uttag',
      text: 'En privatkund får göra sex avgiftsfria uttag per kalenderår. För fler uttag tar banken ut en avgift enligt prislistan. För en företagskund är uttagen avgiftsbelagda enligt prislistan.',
    },
    termDeposit: {
      heading: 'Tidsbunden placering',
      text: 'Placeringen görs för den valda tiden till fast ränta. Placeringsbeloppet debiteras kundens brukskonto när placeringen öppnas.',
    },
    maturity: {
      heading: 'Ränta och förfallodag',
      text: 'Räntan betalas på förfallodagen tillsammans med det placerade beloppet till kundens brukskonto. Källskatt innehålls på räntan.',
    },
    earlyWithdrawal: {
      heading: 'Uttag före förfallodagen',
      text: 'Placeringen kan inte tas ut före förfallodagen. Enligt bankens prövning kan placeringen av särskilda skäl avslutas i förtid, och då betalas ingen ränta.',
    },
    parties: {
      heading: 'Avtalsparter',
      text: 'Avtalet ingås mellan kunden och banken när kunden har godkänt dessa villkor i nätbanken och banken har öppnat kontot.',
    },
    depositGuarantee: {
      heading: 'Insättningsgaranti',
      text: 'Medlen på kontot omfattas av insättningsgarantin upp till högst 100 000 euro per kund.',
    },
    changes: {
      heading: 'Ändring av villkoren',
      text: 'Banken meddelar ändringar i villkoren i nätbanken minst två månader innan de träder i kraft. Kunden kan säga upp avtalet innan ändringen träder i kraft.',
    },
  },
  validation: {
    chooseSource: 'Välj kontot som debiteras',
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
  flow: {
    title: 'Tidsbunden deposition',
    intro:
      'Välj belopp och löptid för depositionen. När du loggar in i nätbanken är ditt val färdigt när du öppnar depositionen.',
    loginToOpen: 'Logga in och öppna depositionen',
    leaving: 'Identifieringen öppnas…',
    keepFailed: 'Ditt val kunde inte sparas.',
    resumed:
      'Beloppet och löptiden du valde är ifyllda. Kontrollera dem och välj kontot som debiteras.',
    notKept: 'Ditt val finns inte längre sparat. Välj belopp och löptid på nytt.',
  },
};
