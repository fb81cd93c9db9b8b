import type { Texts } from '../fi';

export const enLoanCalculator: Texts['loanCalculator'] = {
  amount: 'Loan amount',
  months: 'Loan period',
  monthsValue: '{{months}} mo',
  monthlyInstalment: 'Monthly instalment',
  openingFee: 'Opening fee',
  monthlyFee: 'Monthly fee',
  effectiveRate: 'Annual percentage rate',
  interestRate: 'Nominal interest rate',
  totalRepayment: 'Total amount repayable',
  percent: '{{rate, number(minimumFractionDigits: 2)}} %',
  example:
    'Example: {{amount}}, {{months}} months, nominal interest rate {{interestRate, number(minimumFractionDigits: 2)}} %, opening fee {{openingFee}}, monthly fee {{monthlyFee}}, monthly instalment {{instalment}}, annual percentage rate {{effectiveRate, number(minimumFractionDigits: 2)}} %, total {{totalRepayment}}.',
  announcement:
    'Monthly instalment {{instalment}}, annual percentage rate {{effectiveRate, number(minimumFractionDigits: 2)}} %',
  noOffer: 'There is no loan offer for the amount you chose. Choose another amount.',
  apply: 'Apply for a loan',
  page: {
    title: 'Apply for a loan',
    intro:
      'Choose the loan amount and term. You get a decision as soon as you have identified yourself and filled in the application.',
    steps: 'Steps of the loan application',
    apply: 'Apply for a loan',
    starting: 'Taking you to identification…',
    calculatorFailed: 'The loan calculator could not be loaded.',
    startFailed: 'The application could not be started',
    loadFailed: 'The loan application could not be loaded.',
    identificationCancelled:
      'Identification was cancelled. Your choices are kept; you can continue the application.',
    identificationFailed: 'Identification did not succeed. Please try again.',
    loading: 'Getting the loan decision…',
    changeFailed: 'The loan amount could not be changed',
  },
};
