import type { Texts } from '../fi';

/** Broker applications, in English. */
export const enBroker: Texts['broker'] = {
  title: 'Broker’s loan applications',
  lead: 'Apply for a company loan on a client company’s behalf. A signatory of the company confirms the application by strong identification before the credit decision.',
  loadFailed: 'Loading the details failed.',
  identity: '{{name}}, {{firm}}',
  form: {
    heading: 'New application on the client’s behalf',
    businessId: 'Company’s business ID',
    loanType: 'Loan type',
    amount: 'Loan amount (€)',
    months: 'Loan period (months)',
    purpose: 'Purpose',
    email: 'Company’s email',
    phone: 'Company’s phone number',
    choose: 'Choose',
    submit: 'Send for the client’s confirmation',
    sent: 'The application has been sent. Send the confirmation link to the company’s signatory:',
  },
  list: {
    heading: 'Your applications',
    empty: 'You have not made any applications yet.',
    created: 'Made',
    link: 'Confirmation link',
  },
  statuses: {
    Draft: 'Confirmed, awaiting the credit decision',
    Rejected: 'Rejected',
    ManualHandling: 'Being handled by the bank',
    WaitingForSignatures: 'Granted, awaiting signatures',
    PaidOut: 'Paid out',
    WaitingForCustomer: 'Awaiting the client’s confirmation',
  },
  confirmation: {
    title: 'A broker’s loan application',
    lead: 'A loan broker has applied for a loan on your company’s behalf. Check the application and confirm it by strong identification so that the bank can make its credit decision.',
    company: 'Company',
    loanType: 'Loan type',
    amount: 'Loan amount',
    months: 'Loan period',
    monthsValue: '{{months}} months',
    purpose: 'Purpose',
    submit: 'Confirm by identifying',
    confirmed: 'The application has been confirmed.',
    toApplication: 'Go to the application',
    cancel: 'The confirmation was cancelled.',
    error: 'The confirmation failed. Please try again.',
  },
  approval:
    'Loan application by the broker {{firm}}, {{company}}: {{amount, money}}, loan period {{months}} months',
  errors: {
    notBroker: 'You are not a loan broker registered with the bank.',
    notAwaitingConfirmation: 'The application is not awaiting confirmation.',
  },
};
