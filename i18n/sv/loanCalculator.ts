import type { Texts } from '../fi';

export const svLoanCalculator: Texts['loanCalculator'] = {
  amount: 'Lånebelopp',
  months: 'Lånetid',
  monthsValue: '{{months}} mån',
  monthlyInstalment: 'Månadsbetalning',
  openingFee: 'Uppläggningsavgift',
  monthlyFee: 'Månadsavgift',
  effectiveRate: 'Effektiv ränta',
  interestRate: 'Nominell ränta',
  totalRepayment: 'Att återbetala totalt',
  percent: '{{rate, number(minimumFractionDigits: 2)}} %',
  example:
    'Exempel: {{amount}}, {{months}} mån, nominell ränta {{interestRate, number(minimumFractionDigits: 2)}} %, uppläggningsavgift {{openingFee}}, månadsavgift {{monthlyFee}}, månadsbetalning {{instalment}}, effektiv ränta {{effectiveRate, number(minimumFractionDigits: 2)}} %, totalt {{totalRepayment}}.',
  announcement:
    'Månadsbetalning {{instalment}}, effektiv ränta {{effectiveRate, number(minimumFractionDigits: 2)}} %',
  noOffer: 'Det finns inget lånerbjudande för det belopp du valt. Välj ett annat belopp.',
  apply: 'Ansök om lån',
  page: {
    title: 'Ansök om lån',
    intro:
      'Välj lånebelopp och lånetid. Du får ett lånebeslut direkt när du har identifierat dig och fyllt i ansökan.',
    steps: 'Låneansökans steg',
    apply: 'Ansök om lån',
    starting: 'Du förs till identifieringen…',
    calculatorFailed: 'Lånekalkylatorns uppgifter kunde inte laddas.',
    startFailed: 'Ansökan kunde inte påbörjas',
    loadFailed: 'Låneansökan kunde inte laddas.',
    identificationCancelled:
      'Identifieringen avbröts. Dina val finns kvar, du kan fortsätta ansökan.',
    identificationFailed: 'Identifieringen lyckades inte. Försök igen.',
    loading: 'Lånebeslutet hämtas…',
    changeFailed: 'Lånebeloppet kunde inte ändras',
  },
};
