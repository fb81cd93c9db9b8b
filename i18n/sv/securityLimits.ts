import type { Texts } from '../fi';

export const svSecurityLimits: Texts['securityLimits'] = {
  title: 'Säkerhetsgränser',
  instantTitle: 'Gränser för snabbetalningar',
  intro:
    'Säkerhetsgränserna begränsar betalningar i nätbanken. Gränserna för snabbetalningar gäller genast, övriga ändringar efter 24 timmar.',
  instant: {
    heading: 'Snabbetalningar',
    MaxPaymentAmount: 'Högsta belopp för en snabbetalning',
    DailyUsageLimit: 'Snabbetalningar per dag högst',
    MonthlyUsageLimit: 'Snabbetalningar per månad högst',
  },
  all: {
    heading: 'Alla betalningar',
    DailyUsageLimit: 'Betalningar per dag högst',
    MonthlyUsageLimit: 'Betalningar per månad högst',
    IsCrossborderChannelUsageEnabled: 'Tillåt betalningar från utlandet',
    IsSepaCrossborderPaymentsEnabled: 'Tillåt betalningar till utländska konton',
  },
  inForceAmount: 'Gäller nu: {{amount, money}}',
  pendingAmount: 'Nytt värde: {{amount, money}}',
  inForceToggle: 'Gäller nu: {{value}}',
  pendingToggle: 'Nytt värde: {{value}}',
  on: 'tillåtet',
  off: 'spärrat',
  save: 'Spara',
  loadFailed: 'Säkerhetsgränserna kunde inte hämtas.',
  retry: 'Försök igen',
  approval:
    'Ändring av säkerhetsgränser: betalningar per dag {{daily, money}}, per månad {{monthly, money}}; snabbetalning högst {{instantMax, money}}, snabbetalningar per dag {{instantDaily, money}}, per månad {{instantMonthly, money}}',
};
