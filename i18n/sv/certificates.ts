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
  fileName: {
    balance: 'saldo-och-ranteintyg.pdf',
    deposit: 'placeringsintyg.pdf',
  },
  validation: {
    futureDate: 'Välj i dag eller en tidigare dag',
  },
};
