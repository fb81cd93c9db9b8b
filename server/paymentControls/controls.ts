import { addHours } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { PaymentControlsChange, PaymentControlsRecord } from '../../api/paymentControls';
import type { ConfirmationType } from '../../api/call';
import { PENDING_CHANGE_DELAY_HOURS } from '../../domain/customer/session';
import { message, type Message } from '../../domain/errors/message';
import type { OperationOwner } from '../confirmations/operation';
import type { Database } from '../db/database';
import { authFlows, paymentControls } from '../db/schema';
import { BankError } from '../bankError';
import { effectiveControls } from '../payments/paymentLimits';
import type { AuthFlowService } from '../services/authFlows';
import type { BankSession } from '../services/sessions';

type ControlsRow = typeof paymentControls.$inferSelect;

/** What a confirmed change holds: the five limits in cents and the two toggles. */
export const paymentControlsPayload = z.object({
  instantMaxPayment: z.int(),
  instantDailyLimit: z.int(),
  instantMonthlyLimit: z.int(),
  dailyLimit: z.int(),
  monthlyLimit: z.int(),
  crossborderChannelEnabled: z.boolean(),
  sepaCrossborderEnabled: z.boolean(),
});
export type PaymentControlsPayload = z.output<typeof paymentControlsPayload>;

const noControls = () =>
  new BankError('SecurityControls', message('payments.refusals.noSecurityLimits'), 404);

/** The controls in force at `now` and what still waits its 24 hours, as the record answers them. */
function toRecord(row: ControlsRow, now: Date): PaymentControlsRecord {
  const inForce = effectiveControls(row, now);
  // The payments check does not read the IP-address toggle: it matures here, by the same rule.
  const matured = row.pending !== null && Date.parse(row.pending.effectiveAt) <= now.getTime();
  const channel = matured ? row.pending!.crossborderChannelEnabled : row.crossborderChannelEnabled;
  const waiting = matured ? null : row.pending;
  return {
    InstantPaymentLimits: {
      MaxPaymentAmount: inForce.instantMaxPayment,
      DailyUsageLimit: inForce.instantDailyLimit,
      MonthlyUsageLimit: inForce.instantMonthlyLimit,
    },
    EffectiveSecurityControls: {
      DailyUsageLimit: inForce.dailyLimit,
      MonthlyUsageLimit: inForce.monthlyLimit,
      IsCrossborderChannelUsageEnabled: channel,
      IsSepaCrossborderPaymentsEnabled: inForce.sepaCrossborderEnabled,
    },
    PendingSecurityControls: waiting && {
      DailyUsageLimit: waiting.dailyLimit,
      MonthlyUsageLimit: waiting.monthlyLimit,
      IsCrossborderChannelUsageEnabled: waiting.crossborderChannelEnabled,
      IsSepaCrossborderPaymentsEnabled: waiting.sepaCrossborderEnabled,
    },
  };
}

/**
 * Payment security limits ('Turvarajat'): read with what is pending, and changed once the
 * customer has confirmed the change by strong identification. Instant limits change at once;
 * all-transfer limits and the cross-border toggles wait 24 hours beside the values in force.
 */
export function createPaymentControlsService(
  db: Database,
  flows: AuthFlowService,
  now: () => Date,
) {
  async function load(customerId: string) {
    const [row] = await db
      .select()
      .from(paymentControls)
      .where(eq(paymentControls.customerId, customerId));
    if (!row) throw noControls();
    return row;
  }

  return {
    async read(session: BankSession): Promise<PaymentControlsRecord> {
      return toRecord(await load(session.customerId), now());
    },

    /** Stores exactly the change to approve, and the words the customer approves. */
    async prepare(
      session: BankSession,
      type: ConfirmationType,
      change: PaymentControlsChange,
    ): Promise<{ SessionId: string; approval: Message }> {
      await load(session.customerId);
      const { InstantPaymentLimits: instant, SecurityControls: all } = change;
      const data: PaymentControlsPayload = {
        instantMaxPayment: instant.MaxPaymentAmount,
        instantDailyLimit: instant.DailyUsageLimit,
        instantMonthlyLimit: instant.MonthlyUsageLimit,
        dailyLimit: all.DailyUsageLimit,
        monthlyLimit: all.MonthlyUsageLimit,
        crossborderChannelEnabled: all.IsCrossborderChannelUsageEnabled,
        sepaCrossborderEnabled: all.IsSepaCrossborderPaymentsEnabled,
      };
      const approval = message('securityLimits.approval', {
        daily: data.dailyLimit,
        monthly: data.monthlyLimit,
        instantMax: data.instantMaxPayment,
        instantDaily: data.instantDailyLimit,
        instantMonthly: data.instantMonthlyLimit,
      });
      const flow = await flows.prepareConfirmation(session, type, { approval, data });
      return { SessionId: flow.id, approval };
    },

    /**
     * The limits after a change this customer confirmed (it was applied on confirmation). Any
     * other SessionId (unconfirmed, cancelled, of another type or customer) is one refusal alike.
     */
    async completed(
      session: BankSession,
      type: ConfirmationType,
      sessionId: string,
    ): Promise<PaymentControlsRecord> {
      const [flow] = await db
        .select({ status: authFlows.status })
        .from(authFlows)
        .where(
          and(
            eq(authFlows.id, sessionId),
            eq(authFlows.kind, type),
            eq(authFlows.customerId, session.customerId),
          ),
        );
      if (flow?.status !== 'ok') {
        throw new BankError('SessionId', message('payments.refusals.editNotConfirmed'), 422);
      }
      return toRecord(await load(session.customerId), now());
    },

    /**
     * The confirmed change: instant limits now; the rest pending for 24 hours, unless it equals
     * what is in force (then nothing waits) or what already waits. A matured change is in force first.
     */
    async apply(owner: OperationOwner, change: PaymentControlsPayload): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(paymentControls)
          .where(eq(paymentControls.customerId, owner.customerId))
          .for('no key update');
        if (!row) throw noControls();
        const at = now();
        const { EffectiveSecurityControls: inForce, PendingSecurityControls: waiting } = toRecord(
          row,
          at,
        );
        const same = (controls: typeof inForce | null) =>
          controls !== null &&
          controls.DailyUsageLimit === change.dailyLimit &&
          controls.MonthlyUsageLimit === change.monthlyLimit &&
          controls.IsCrossborderChannelUsageEnabled === change.crossborderChannelEnabled &&
          controls.IsSepaCrossborderPaymentsEnabled === change.sepaCrossborderEnabled;
        await tx
          .update(paymentControls)
          .set({
            instantMaxPayment: change.instantMaxPayment,
            instantDailyLimit: change.instantDailyLimit,
            instantMonthlyLimit: change.instantMonthlyLimit,
            dailyLimit: inForce.DailyUsageLimit,
            monthlyLimit: inForce.MonthlyUsageLimit,
            crossborderChannelEnabled: inForce.IsCrossborderChannelUsageEnabled,
            sepaCrossborderEnabled: inForce.IsSepaCrossborderPaymentsEnabled,
            // Saving the waiting values again (the instant limits' page does) keeps their time.
            pending: same(inForce)
              ? null
              : same(waiting)
                ? row.pending
                : {
                    dailyLimit: change.dailyLimit,
                    monthlyLimit: change.monthlyLimit,
                    crossborderChannelEnabled: change.crossborderChannelEnabled,
                    sepaCrossborderEnabled: change.sepaCrossborderEnabled,
                    effectiveAt: addHours(at, PENDING_CHANGE_DELAY_HOURS).toISOString(),
                  },
          })
          .where(eq(paymentControls.customerId, owner.customerId));
      });
    },
  };
}
