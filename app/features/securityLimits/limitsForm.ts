import { z } from 'zod';
import { addLimitOrderIssues, type PaymentControlsRecord } from '../../../api/paymentControls';
import type { Cents } from '../../../domain/money/money';
import type { AmountValue } from '../../../ui/AmountInput';
import { amountField } from '../../data/amountField';

/** An amount the order rule can compare: a typed amount of at least 0,01 €, else nothing. */
const comparable = (value: unknown): Cents | null =>
  typeof value === 'number' && value >= 1 ? value : null;

interface TypedLimits {
  InstantPaymentLimits?: Record<string, unknown>;
  SecurityControls?: Record<string, unknown>;
}

/**
 * The 'Turvarajat' form, in cents as the save call takes it: five amounts of at least 0,01 € and
 * the two toggles. The order of the limits is checked on every change, even while another
 * amount is not yet valid (a pair is compared only when both of its amounts are).
 */
export const limitsFormSchema = z
  .object({
    InstantPaymentLimits: z.object({
      MaxPaymentAmount: amountField,
      DailyUsageLimit: amountField,
      MonthlyUsageLimit: amountField,
    }),
    SecurityControls: z.object({
      DailyUsageLimit: amountField,
      MonthlyUsageLimit: amountField,
      IsSepaCrossborderPaymentsEnabled: z.boolean(),
      IsCrossborderChannelUsageEnabled: z.boolean(),
    }),
  })
  .superRefine(
    (form: TypedLimits, context) => {
      const instant = form.InstantPaymentLimits ?? {};
      const all = form.SecurityControls ?? {};
      addLimitOrderIssues(context, {
        instantMax: comparable(instant.MaxPaymentAmount),
        instantDaily: comparable(instant.DailyUsageLimit),
        instantMonthly: comparable(instant.MonthlyUsageLimit),
        daily: comparable(all.DailyUsageLimit),
        monthly: comparable(all.MonthlyUsageLimit),
      });
    },
    { when: () => true },
  );

export type LimitsFormValues = {
  InstantPaymentLimits: Record<
    'MaxPaymentAmount' | 'DailyUsageLimit' | 'MonthlyUsageLimit',
    AmountValue
  >;
  SecurityControls: Record<'DailyUsageLimit' | 'MonthlyUsageLimit', AmountValue> &
    Record<'IsSepaCrossborderPaymentsEnabled' | 'IsCrossborderChannelUsageEnabled', boolean>;
};

/**
 * The form starts from the limits the customer has set: a pending value rather than the one it
 * replaces, so saving the instant limits again leaves a waiting change as it is.
 */
export const limitsFormDefaults = (record: PaymentControlsRecord): LimitsFormValues => ({
  InstantPaymentLimits: { ...record.InstantPaymentLimits },
  SecurityControls: { ...(record.PendingSecurityControls ?? record.EffectiveSecurityControls) },
});
