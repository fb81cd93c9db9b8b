import type { Texts } from '../fi';

export const enLoanApplication: Texts['loanApplication'] = {
  loanName: 'Consumer loan',
  approval:
    'Loan agreement {{amount, money}}, term {{months}} months, monthly instalment {{instalment, money}}',
  reasons: {
    age: 'Applicants must be 18 to 75 years old.',
    identity: 'Your personal identity code could not be checked.',
    kyc: 'You can apply for a loan only for yourself.',
    income: 'Your income and expenses do not cover the monthly instalment applied for.',
    verification: 'We will check your details before the decision and contact you.',
  },
  validation: {
    amount: 'Choose an amount between {{min, number}} and {{max, number}} €',
    months: 'Choose the loan term in months',
    postalCode: 'A postal code has five digits',
    purpose: 'Choose what the loan is for',
    answer: 'Answer the question',
  },
  errors: {
    notFound: 'The loan application was not found',
    status: 'The application’s status does not allow this',
    formIncomplete: 'Fill in the application before the credit decision',
    notSigned: 'The loan agreement has not been signed yet',
  },
};
