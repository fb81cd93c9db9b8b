import type { Texts } from '../fi';

export const enSecurityLimits: Texts['securityLimits'] = {
  title: 'Security limits',
  instantTitle: 'Instant payment limits',
  intro:
    'Security limits restrict the payments made in the online bank. Instant payment limits apply at once, other changes after 24 hours.',
  instant: {
    heading: 'Instant payments',
    MaxPaymentAmount: 'Largest single instant payment',
    DailyUsageLimit: 'Instant payments a day at most',
    MonthlyUsageLimit: 'Instant payments a month at most',
  },
  all: {
    heading: 'All payments',
    DailyUsageLimit: 'Payments a day at most',
    MonthlyUsageLimit: 'Payments a month at most',
    IsCrossborderChannelUsageEnabled: 'Allow payments from abroad',
    IsSepaCrossborderPaymentsEnabled: 'Allow payments to foreign accounts',
  },
  inForceAmount: 'In force now: {{amount, money}}',
  pendingAmount: 'New value: {{amount, money}}',
  inForceToggle: 'In force now: {{value}}',
  pendingToggle: 'New value: {{value}}',
  on: 'allowed',
  off: 'blocked',
  save: 'Save',
  loadFailed: 'The security limits could not be loaded.',
  retry: 'Try again',
  approval:
    'Change of security limits: payments {{daily, money}} a day, {{monthly, money}} a month; instant payment at most {{instantMax, money}}, instant payments {{instantDaily, money}} a day, {{instantMonthly, money}} a month',
};
