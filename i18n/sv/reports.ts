import type { Texts } from '../fi';

export const svReports: Texts['reports'] = {
  title: 'Kontoutdrag',
  intro:
    'Välj konto och period. Ett kontoutdrag kan omfatta högst {{months}} månader och sluta senast i dag.',
  account: 'Konto',
  chooseAccount: 'Välj konto',
  start: 'Från',
  end: 'Till',
  format: 'Filformat',
  formats: {
    PDF: 'PDF (för utskrift)',
    CSV: 'CSV (kalkylprogram)',
  },
  download: 'Ladda ner kontoutdraget',
  downloaded: 'Kontoutdraget {{fileName}} har laddats ner.',
  failed: 'Det gick inte att ladda ner kontoutdraget',
  loadFailed: 'Det gick inte att hämta dina konton.',
  noAccounts: 'Du har inga konton som det går att ta ut kontoutdrag för.',
  validation: {
    account: 'Välj konto',
    endBeforeStart: 'Slutdatumet kan inte vara före startdatumet.',
    endInFuture: 'Slutdatumet kan inte vara i framtiden.',
    tooLong: 'Ett kontoutdrag kan omfatta högst {{months}} månader.',
    reportType: 'Okänd rapport.',
    format: 'Välj filformat: PDF eller CSV.',
  },
  document: {
    title: 'Kontoutdrag',
    lead: 'Kontots transaktioner {{start, date}}–{{end, date}}.',
    owner: 'Kontohavare',
    account: 'Konto',
    period: 'Period',
    periodValue: '{{start, date}}–{{end, date}}',
    opening: 'Ingående saldo {{day, date}}',
    closing: 'Utgående saldo {{day, date}}',
    noTransactions: 'Inga transaktioner under perioden.',
    issued:
      'Utskrivet {{day, date}}. Kontoutdraget har upprättats elektroniskt ur bankens bokföring.',
    filename: 'kontoutdrag-{{start}}-{{end}}.{{extension}}',
    columns: {
      date: 'Bokföringsdag',
      amount: 'Belopp',
      counterparty: 'Mottagare/Betalare',
      type: 'Transaktion',
      reference: 'Referens',
      message: 'Meddelande',
    },
  },
};
