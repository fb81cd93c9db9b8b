import type { Texts } from '../fi';

/** Invoice funding ('Fakturafinansiering'). */
export const svInvoiceFunding: Texts['invoiceFunding'] = {
  title: 'Fakturafinansiering',
  lead: 'Banken betalar genast ett förskott på dina försäljningsfakturor och driver in dem hos betalarna, och betalar dina inköpsfakturor till säljarna när du betalar dem till banken på förfallodagen.',
  totals: {
    heading: 'Finansieringens läge',
    loadFailed: 'Det gick inte att ladda uppgifterna om fakturafinansieringen.',
    none: 'Företaget har inget avtal om fakturafinansiering. Du kan fråga om fakturafinansiering genom att skicka ett meddelande till banken.',
    limit: 'Finansieringsgräns',
    funded: 'Finansierat',
    open: 'Öppet',
    available: 'Tillgängligt',
    advance: 'Förskott på försäljningsfakturor',
    percent: '{{value, number}} %',
  },
  sales: {
    heading: 'Försäljningsfakturor',
    filter: 'Visa försäljningsfakturor',
    loadFailed: 'Det gick inte att ladda försäljningsfakturorna.',
    filters: {
      active: 'Öppna',
      handling: 'Under behandling',
      paidFilter: 'Betalda 3 mån',
      paid: 'Alla betalda',
    },
    empty: {
      active: 'Inga öppna försäljningsfakturor.',
      handling: 'Banken behandlar inga av dina försäljningsfakturor.',
      paidFilter: 'Inga av dina försäljningsfakturor har betalats under de senaste tre månaderna.',
      paid: 'Inga betalda försäljningsfakturor.',
    },
  },
  purchase: {
    heading: 'Inköpsfakturor',
    loadFailed: 'Det gick inte att ladda inköpsfakturorna.',
    empty: 'Banken har inte finansierat företagets inköpsfakturor.',
  },
  invoice: {
    number: 'Faktura {{number}}',
    debtor: 'Betalare',
    seller: 'Säljare',
    amount: 'Fakturans belopp',
    funded: 'Finansierat belopp',
    open: 'Öppet',
    dueDate: 'Förfallodag',
    paidDate: 'Betald',
  },
  states: {
    Handling: 'Under behandling',
    Funded: 'Finansierad',
    Overdue: 'Förfallen',
    Paid: 'Betald',
  },
  validation: {
    mainFilter:
      'Välj lista över försäljningsfakturor: öppna, under behandling, betalda 3 mån eller alla betalda.',
  },
  statement: {
    salesAdvance: 'Förskott från fakturafinansiering, försäljningsfaktura {{number}}',
    salesSettlement:
      'Resten av fakturafinansieringen, försäljningsfaktura {{number}}, avgift avdragen',
    purchaseRepayment: 'Återbetalning av fakturafinansiering med avgift, inköpsfaktura {{number}}',
  },
};
