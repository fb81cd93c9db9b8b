import type { Texts } from '../fi';

export const enCertificates: Texts['certificates'] = {
  account: 'Account',
  date: 'Date',
  dateHint: 'The certificate shows the balance and accrued interest at the end of this day.',
  download: 'Download certificate (PDF)',
  downloaded: 'The certificate has been downloaded.',
  failed: 'Downloading the certificate failed',
  companiesOnly:
    'Certificates are a service for company customers. Switch to the company view if you act for a company.',
  notEligibleBalance:
    'A balance and interest certificate can only be printed for an account of this bank.',
  notEligibleDeposit:
    'A deposit certificate can be printed for a term deposit whose balance equals the amount deposited.',
  noAccount: 'Choose the account for the certificate first.',
  backToAccount: 'Back to the account',
  refusals: {
    companiesOnly: 'Certificates are for company customers only.',
    balanceNotEligible: 'A balance and interest certificate cannot be printed for this account.',
    depositNotEligible:
      'A deposit certificate can only be printed for a term deposit whose balance is the amount deposited.',
    futureDay: 'The day cannot be in the future.',
    beforeOpening: 'The account was opened only on {{day, date}}.',
  },
  pdf: {
    owner: 'Account holder',
    businessId: 'Business ID',
    account: 'Account',
    interestRate: 'Interest',
    rate: '{{rate, number(minimumFractionDigits: 2; maximumFractionDigits: 3)}} % a year',
    footnote:
      'This certificate has been produced electronically from the bank’s accounts and carries no signature.',
    issued: 'Issued on {{day, date}}. $t(certificates.pdf.footnote)',
    balance: {
      title: 'Balance and interest certificate',
      lead: 'We certify that the balance and accrued interest of the account below were as follows on {{day, date}}.',
      balanceOn: 'Balance on {{day, date}}',
      accruedInterest: 'Accrued interest',
      filename: 'balance-certificate-{{day}}.pdf',
    },
    deposit: {
      title: 'Term deposit certificate',
      lead: 'We certify that the term deposit below has been placed with our bank on the following terms.',
      depositor: 'Depositor',
      deposit: 'Deposit',
      amount: 'Amount deposited',
      start: 'Start date',
      maturity: 'Maturity date',
      term: 'Term',
      months: '{{count}} months',
      interestAtMaturity: 'Interest at maturity',
      issued:
        'Issued on {{day, date}}. The interest is paid on the maturity date. $t(certificates.pdf.footnote)',
      filename: 'deposit-certificate-{{day}}.pdf',
    },
  },
};
