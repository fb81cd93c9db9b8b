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
  fileName: {
    balance: 'balance-and-interest-certificate.pdf',
    deposit: 'deposit-certificate.pdf',
  },
  validation: {
    futureDate: 'Choose today or an earlier day',
  },
};
