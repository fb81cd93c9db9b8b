/**
 * The security limits pages ('Turvarajat'). The form's validation messages, the status banners
 * and the help texts are the rules' (`payments.securityLimits`).
 */
export const fiSecurityLimits = {
  title: 'Turvarajat',
  instantTitle: 'Pikamaksujen rajat',
  intro:
    'Turvarajat rajoittavat verkkopankista tehtäviä maksuja. Pikamaksujen rajat ovat voimassa heti, muut muutokset 24 tunnin kuluttua.',
  instant: {
    heading: 'Pikamaksut',
    MaxPaymentAmount: 'Yksittäisen pikamaksun enimmäismäärä',
    DailyUsageLimit: 'Pikamaksut päivässä enintään',
    MonthlyUsageLimit: 'Pikamaksut kuukaudessa enintään',
  },
  all: {
    heading: 'Kaikki maksut',
    DailyUsageLimit: 'Maksut päivässä enintään',
    MonthlyUsageLimit: 'Maksut kuukaudessa enintään',
    IsCrossborderChannelUsageEnabled: 'Salli maksut ulkomailta',
    IsSepaCrossborderPaymentsEnabled: 'Salli maksut ulkomaisille tileille',
  },
  inForceAmount: 'Nyt voimassa: {{amount, money}}',
  pendingAmount: 'Uusi arvo: {{amount, money}}',
  inForceToggle: 'Nyt voimassa: {{value}}',
  pendingToggle: 'Uusi arvo: {{value}}',
  on: 'sallittu',
  off: 'estetty',
  save: 'Tallenna',
  loadFailed: 'Turvarajoja ei voitu hakea.',
  retry: 'Yritä uudelleen',
  approval:
    'Turvarajojen muutos: maksut päivässä {{daily, money}}, kuukaudessa {{monthly, money}}; pikamaksu enintään {{instantMax, money}}, pikamaksut päivässä {{instantDaily, money}}, kuukaudessa {{instantMonthly, money}}',
} as const;
