import type { Texts } from '../fi';

export const enCompanyLoan: Texts['companyLoan'] = {
  approval:
    'Company loan, {{company}}: {{amount, money}}, term {{months}} months, monthly instalment {{instalment, money}}',
  loanNames: { NormalLoan: 'Company loan', FlexLoan: 'Flex loan' },
  validation: {
    amount: 'Choose an amount between {{min, money(whole: true)}} and {{max, money(whole: true)}}',
    months: 'Choose a term between {{min}} and {{max}} months',
    monthsNotNumber: 'Enter the term in months',
    loanType: 'Choose a loan type',
    purpose: 'Choose what the loan is for',
  },
  reasons: {
    companyAge:
      'The company was registered less than a year ago, or its age limits the largest loan.',
    industry: 'Applications from this industry are handled by a specialist at the bank.',
    amount: 'A loan this large is handled by a specialist at the bank.',
  },
  errors: {
    notFound: 'The application was not found.',
    noSigningRight: 'The trade register gives you no right to sign for the company.',
    notCustomer: 'The company is not yet a customer of the bank. Open an account for it first.',
    noCustomer: 'You represent no company at the bank.',
    notDraft: 'The application has already been sent.',
    notWaitingForSignatures: 'The application is not waiting for signatures.',
    basicDataMissing: 'Fill in the loan’s purpose and the contact details before sending.',
    ownersNotConfirmed: 'Confirm the company’s beneficial owners before signing.',
    alreadySigned: 'You have already signed the application.',
    notSigned: 'You have not signed the application yet.',
    noPayoutAccount: 'The company has no current account to pay the loan to.',
  },
};
