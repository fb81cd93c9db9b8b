import type { Texts } from '../fi';

export const enCompanyLoan: Texts['companyLoan'] = {
  title: 'Company loan application',
  lead: 'Work out your company loan’s monthly instalment and apply. Everyone whose signature binds the company signs the application.',
  loadFailed: 'The details could not be loaded.',
  identify: 'Identify',
  identifyLead: 'Identify as the company’s representative to apply for a loan.',
  returned: {
    cancel: 'The identification was cancelled.',
    error: 'The identification failed. Please try again.',
  },
  calculator: {
    loanType: 'Loan type',
    amount: 'Loan amount',
    months: 'Term',
    monthsValue: '{{months}} months',
    loadFailed: 'The calculator’s details could not be loaded.',
  },
  offer: {
    instalment: 'Monthly instalment',
    openingFee: 'Opening fee',
    interestRate: 'Interest',
    effectiveRate: 'Annual percentage rate',
    total: 'Total to repay',
    percent: '{{value}} %',
  },
  purposes: {
    Investment: 'Investment',
    WorkingCapital: 'Working capital',
    Refinancing: 'Combining loans',
    Other: 'Other purpose',
  },
  apply: {
    title: 'Application details',
    company: 'Company',
    choose: 'Choose',
    purpose: 'Purpose',
    email: 'Company e-mail',
    phone: 'Company phone number',
    submit: 'Send the application',
    noCompanies: 'You represent no customer company of the bank that you could sign for.',
  },
  decision: {
    Draft: 'The application is not finished.',
    WaitingForSignatures: 'The loan has been granted',
    ManualHandling: 'The bank is handling the application',
    Rejected: 'The loan could not be granted',
    PaidOut: 'The loan has been paid out',
    signLead:
      'Send the signing link to everyone whose signature binds the company. The loan is paid out when the last signature is in.',
    toSigning: 'Go to signing',
  },
  signing: {
    title: 'Signing the company loan',
    identifyLead: 'Identify to sign the company’s loan application.',
    youHaveSigned:
      'You have signed the application. The loan is paid out once the other signatures needed are in.',
    paidOut: 'Every signature is in and the loan has been paid to the company’s account.',
    toLoans: 'The company’s loans',
  },
  summary: {
    company: 'Company',
    loanType: 'Loan type',
    amount: 'Loan amount',
    months: 'Term',
  },
  signatories: {
    title: 'Signatories',
    signed: 'Signed',
    awaited: 'Signature awaited',
  },
  owners: {
    title: 'Beneficial owners',
    lead: 'Confirm the company’s beneficial owners (over 25 % ownership) before signing.',
    owner: '{{name}}, {{percent}} %',
    confirm: 'Confirm the owners',
  },
  sign: {
    title: 'Sign',
    lead: 'You sign the application on the company’s behalf by strong identification.',
    terms: 'I accept the loan terms on the company’s behalf',
    submit: 'Sign by identifying',
  },
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
