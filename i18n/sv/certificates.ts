import type { Texts } from '../fi';

export const svCertificates: Texts['certificates'] = {
  account: 'Konto',
  date: 'Dag',
  dateHint: 'Intyget visar saldot och den upplupna räntan vid dagens slut.',
  download: 'Ladda ner intyget (PDF)',
  downloaded: 'Intyget har laddats ner.',
  failed: 'Det gick inte att ladda ner intyget',
  companiesOnly:
    'Intyg är en tjänst för företagskunder. Byt till företagets vy om du agerar för ett företag.',
  notEligibleBalance: 'Ett saldo- och ränteintyg kan bara skrivas ut för ett konto i denna bank.',
  notEligibleDeposit:
    'Ett placeringsintyg kan skrivas ut för en tidsbunden placering vars saldo är lika med det insatta beloppet.',
  noAccount: 'Välj först kontot för intyget.',
  backToAccount: 'Tillbaka till kontot',
  refusals: {
    companiesOnly: 'Intyg ges endast till företagskunder.',
    balanceNotEligible: 'Ett saldo- och ränteintyg kan inte skrivas ut för det här kontot.',
    depositNotEligible:
      'Ett placeringsintyg kan bara skrivas ut för en tidsbunden placering vars saldo är det insatta beloppet.',
    futureDay: 'Dagen kan inte ligga i framtiden.',
    beforeOpening: 'Kontot öppnades först {{day, date}}.',
  },
  pdf: {
    owner: 'Kontohavare',
    businessId: 'FO-nummer',
    account: 'Konto',
    interestRate: 'Ränta',
    rate: '{{rate, number(minimumFractionDigits: 2; maximumFractionDigits: 3)}} % per år',
    footnote:
      'Intyget har upprättats elektroniskt utifrån bankens bokföring och saknar därför underskrift.',
    issued: 'Intyget har utfärdats {{day, date}}. $t(certificates.pdf.footnote)',
    balance: {
      title: 'Saldo- och ränteintyg',
      lead: 'Vi intygar att saldot och den upplupna räntan på nedan nämnda konto var följande {{day, date}}.',
      balanceOn: 'Saldo {{day, date}}',
      accruedInterest: 'Upplupen ränta',
      filename: 'saldointyg-{{day}}.pdf',
    },
    deposit: {
      title: 'Placeringsintyg',
      lead: 'Vi intygar att nedan nämnda tidsbundna placering har gjorts i vår bank på följande villkor.',
      depositor: 'Placerare',
      deposit: 'Placering',
      amount: 'Placerat belopp',
      start: 'Startdag',
      maturity: 'Förfallodag',
      term: 'Placeringstid',
      months: '{{count}} mån',
      interestAtMaturity: 'Ränta på förfallodagen',
      issued:
        'Intyget har utfärdats {{day, date}}. Räntan betalas på förfallodagen. $t(certificates.pdf.footnote)',
      filename: 'placeringsintyg-{{day}}.pdf',
    },
  },
};
