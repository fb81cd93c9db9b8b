import type { Texts } from '../fi';

export const enReports: Texts['reports'] = {
  title: 'Account statements',
  intro:
    'Choose an account and a period. A statement can cover at most {{months}} months and end today at the latest.',
  account: 'Account',
  chooseAccount: 'Choose an account',
  start: 'From',
  end: 'To',
  format: 'File format',
  formats: {
    PDF: 'PDF (to print)',
    CSV: 'CSV (spreadsheet)',
  },
  download: 'Download the statement',
  downloaded: 'The statement {{fileName}} has been downloaded.',
  failed: 'Downloading the statement failed',
  loadFailed: 'Your accounts could not be loaded.',
  noAccounts: 'You have no accounts to print a statement of.',
  validation: {
    account: 'Choose an account',
    endBeforeStart: 'The end date cannot be before the start date.',
    endInFuture: 'The end date cannot be in the future.',
    tooLong: 'A statement can cover at most {{months}} months.',
    reportType: 'Unknown report.',
    format: 'Choose a file format: PDF or CSV.',
  },
  document: {
    title: 'Account statement',
    lead: 'The account’s transactions {{start, date}}–{{end, date}}.',
    owner: 'Account holder',
    account: 'Account',
    period: 'Period',
    periodValue: '{{start, date}}–{{end, date}}',
    opening: 'Opening balance {{day, date}}',
    closing: 'Closing balance {{day, date}}',
    noTransactions: 'No transactions in the period.',
    issued:
      'Printed {{day, date}}. The statement was drawn up electronically from the bank’s books.',
    filename: 'statement-{{start}}-{{end}}.{{extension}}',
    columns: {
      date: 'Booking date',
      amount: 'Amount',
      counterparty: 'Payee/Payer',
      type: 'Transaction',
      reference: 'Reference',
      message: 'Message',
    },
  },
};
