import { addHours } from 'date-fns';
import { eurosToCents } from '../../domain/money/money';
import type { SeedPlan } from './plan';

/**
 * Payment security limits ('Turvarajat'). Every customer with a payment account gets a row:
 * persons the limits of the brief (daily 5 000 €, monthly 20 000 €, instant 2 000 € a payment,
 * 5 000 € a day, 15 000 € a month, cross-border on).
 */
export function addPersonControls(plan: SeedPlan, customerId: string): void {
  plan.paymentControls.push({
    customerId,
    instantMaxPayment: eurosToCents(2_000),
    instantDailyLimit: eurosToCents(5_000),
    instantMonthlyLimit: eurosToCents(15_000),
    dailyLimit: eurosToCents(5_000),
    monthlyLimit: eurosToCents(20_000),
    crossborderChannelEnabled: true,
    sepaCrossborderEnabled: true,
    pending: null,
  });
}

/**
 * A company's limits are higher, and one change waits its 24 hours: the main user raised the
 * daily limit and turned off payments from foreign IP addresses this morning, so the settings
 * page shows 'Astuu voimaan 24 tunnin kuluttua' beside the current values.
 */
export function addCompanyControls(plan: SeedPlan, customerId: string): void {
  plan.paymentControls.push({
    customerId,
    instantMaxPayment: eurosToCents(10_000),
    instantDailyLimit: eurosToCents(30_000),
    instantMonthlyLimit: eurosToCents(100_000),
    dailyLimit: eurosToCents(50_000),
    monthlyLimit: eurosToCents(250_000),
    crossborderChannelEnabled: true,
    sepaCrossborderEnabled: true,
    pending: {
      dailyLimit: eurosToCents(60_000),
      monthlyLimit: eurosToCents(250_000),
      crossborderChannelEnabled: false,
      sepaCrossborderEnabled: true,
      effectiveAt: addHours(plan.today, 8 + 24).toISOString(),
    },
  });
}
