import { z } from 'zod';
import type { Cents } from '../money/money';
import { centsToEuros, eurosToCents, parseEuroAmount, roundToCents } from '../money/money';
import { PENDING_CHANGE_DELAY_HOURS } from '../customer/session';
import { code } from '../errors/message';

export const SECURITY_LIMIT_REQUIRED = code('errors.validation.required');
export const SECURITY_LIMIT_MINIMUM = code('errors.validation.minimumCent');
/** Every limit is at least one cent (0,01 €). */
export const MIN_SECURITY_LIMIT_CENTS: Cents = 1;

/** Shown beside a pending value. */
export const PENDING_CHANGE_NOTE = code('payments.securityLimits.pending', {
  hours: PENDING_CHANGE_DELAY_HOURS,
});

/** The error on the single-payment maximum, naming the instant daily limit (`2 000,00 €`). */
export function maxPaymentAboveDailyMessage(dailyCents: Cents): string {
  return code('payments.securityLimits.maxPaymentAboveDaily', { amount: dailyCents });
}

/** The error on a daily limit, naming the monthly limit it exceeds. */
export function dailyAboveMonthlyMessage(monthlyCents: Cents): string {
  return code('payments.securityLimits.dailyAboveMonthly', { amount: monthlyCents });
}

// Spec gives one message for "required number"; we show it for an empty field and for text
// that is not an amount. Typed text is read as money.ts reads amounts (`1 000,50`).
function readAmount(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  const cents = parseEuroAmount(value);
  return cents === null ? value : centsToEuros(cents);
}

// Amounts are compared in whole cents, rounded as money.ts rounds: 0,005 € is 0,01 €.
const limitAmount = z.preprocess(
  readAmount,
  z
    .number({ error: SECURITY_LIMIT_REQUIRED })
    .refine((euros) => eurosToCents(euros) >= MIN_SECURITY_LIMIT_CENTS, SECURITY_LIMIT_MINIMUM)
    .transform(roundToCents),
);

const toggle = z.boolean({ error: SECURITY_LIMIT_REQUIRED });

function validCents(value: unknown): Cents | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const cents = eurosToCents(value);
  return cents >= MIN_SECURITY_LIMIT_CENTS ? cents : null;
}

/** The five limits in cents; a limit that is missing or invalid is null and compared to nothing. */
export interface LimitsInCents {
  instantMax: Cents | null;
  instantDaily: Cents | null;
  instantMonthly: Cents | null;
  daily: Cents | null;
  monthly: Cents | null;
}

export interface LimitProblem {
  path: ['InstantPaymentLimits' | 'SecurityControls', string];
  message: string;
}

/**
 * The smaller limit must be at most the larger one. "At most" is the spec's rule, so equal
 * limits pass; the message keeps the spec's wording ('alle') verbatim. The problem sits on the
 * field that is too large, and a pair is compared only when both of its amounts are valid.
 * The form and the bank (a bypassed form) check with this one rule.
 */
export function limitOrderProblems(limits: LimitsInCents): LimitProblem[] {
  const { instantMax, instantDaily, instantMonthly, daily, monthly } = limits;
  const problems: LimitProblem[] = [];
  if (instantMax !== null && instantDaily !== null && instantMax > instantDaily) {
    problems.push({
      path: ['InstantPaymentLimits', 'MaxPaymentAmount'],
      message: maxPaymentAboveDailyMessage(instantDaily),
    });
  }
  if (instantDaily !== null && instantMonthly !== null && instantDaily > instantMonthly) {
    problems.push({
      path: ['InstantPaymentLimits', 'DailyUsageLimit'],
      message: dailyAboveMonthlyMessage(instantMonthly),
    });
  }
  if (daily !== null && monthly !== null && daily > monthly) {
    problems.push({
      path: ['SecurityControls', 'DailyUsageLimit'],
      message: dailyAboveMonthlyMessage(monthly),
    });
  }
  return problems;
}

interface LimitOrderInput {
  InstantPaymentLimits?: Record<string, unknown>;
  SecurityControls?: Record<string, unknown>;
}

function checkLimitOrder(form: LimitOrderInput, ctx: z.RefinementCtx): void {
  const instant = form.InstantPaymentLimits ?? {};
  const all = form.SecurityControls ?? {};
  const problems = limitOrderProblems({
    instantMax: validCents(instant.MaxPaymentAmount),
    instantDaily: validCents(instant.DailyUsageLimit),
    instantMonthly: validCents(instant.MonthlyUsageLimit),
    daily: validCents(all.DailyUsageLimit),
    monthly: validCents(all.MonthlyUsageLimit),
  });
  for (const { path, message } of problems) ctx.addIssue({ code: 'custom', path, message });
}

/**
 * The 'Turvarajat' form, shaped like the save payload, in euros rounded to cents. Instant
 * (SEPA instant) limits take effect at once; all-transfer limits and the cross-border toggles
 * after 24 hours. The order checks run on every change, even while another field is empty.
 */
export const securityLimitsFormSchema = z
  .object(
    {
      InstantPaymentLimits: z.object(
        {
          MaxPaymentAmount: limitAmount,
          DailyUsageLimit: limitAmount,
          MonthlyUsageLimit: limitAmount,
        },
        { error: SECURITY_LIMIT_REQUIRED },
      ),
      SecurityControls: z.object(
        {
          DailyUsageLimit: limitAmount,
          MonthlyUsageLimit: limitAmount,
          IsSepaCrossborderPaymentsEnabled: toggle,
          IsCrossborderChannelUsageEnabled: toggle,
        },
        { error: SECURITY_LIMIT_REQUIRED },
      ),
    },
    { error: SECURITY_LIMIT_REQUIRED },
  )
  .superRefine(
    (form: unknown, ctx) =>
      checkLimitOrder(
        typeof form === 'object' && form !== null ? (form as LimitOrderInput) : {},
        ctx,
      ),
    { when: () => true },
  );

export type SecurityLimitsForm = z.output<typeof securityLimitsFormSchema>;
export type SecurityLimitsFormInput = z.input<typeof securityLimitsFormSchema>;

/** The all-transfer controls of the payment controls record (effective or pending). */
export interface SecurityControls {
  DailyUsageLimit: number;
  MonthlyUsageLimit: number;
  IsCrossborderChannelUsageEnabled: boolean;
  IsSepaCrossborderPaymentsEnabled: boolean;
}

export type SecurityControlField = keyof SecurityControls;

export type PendingSecurityChange = {
  [K in SecurityControlField]: {
    field: K;
    current: SecurityControls[K];
    pending: SecurityControls[K];
  };
}[SecurityControlField];

const CONTROL_FIELDS: readonly SecurityControlField[] = [
  'DailyUsageLimit',
  'MonthlyUsageLimit',
  'IsSepaCrossborderPaymentsEnabled',
  'IsCrossborderChannelUsageEnabled',
];

/**
 * The saved values not yet in force, each beside its current value (shown with
 * PENDING_CHANGE_NOTE). Amounts are compared to the cent; a missing pending value is no change.
 */
export function pendingSecurityChanges(
  effective: SecurityControls,
  pending: Partial<SecurityControls> | null | undefined,
): PendingSecurityChange[] {
  if (!pending) return [];
  const changes: PendingSecurityChange[] = [];
  for (const field of CONTROL_FIELDS) {
    const current = effective[field];
    const next = pending[field];
    if (next === null || next === undefined) continue;
    const differs =
      typeof current === 'number' && typeof next === 'number'
        ? eurosToCents(current) !== eurosToCents(next)
        : current !== next;
    if (differs) changes.push({ field, current, pending: next } as PendingSecurityChange);
  }
  return changes;
}

/** The `status` query parameter a settings page gets back from strong authentication. */
export type SecurityLimitsStatus = 'ok' | 'error' | 'cancel';

export interface StatusBanner {
  tone: 'success' | 'error' | 'warning';
  title: string;
  text: string[];
}

/** The status from the query string, or null when there is none to show. */
export function readSecurityLimitsStatus(
  value: string | null | undefined,
): SecurityLimitsStatus | null {
  return value === 'ok' || value === 'error' || value === 'cancel' ? value : null;
}

/** The banner after returning from strong authentication, its texts as codes. Spec leaves the tones open. */
export function securityLimitsStatusBanner(
  status: SecurityLimitsStatus,
  hasPending: boolean,
): StatusBanner {
  const texts = `payments.securityLimits.status.${status}` as const;
  const tone = ({ error: 'error', cancel: 'warning', ok: 'success' } as const)[status];
  return {
    tone,
    title: code(`${texts}.title`),
    text: [
      code(`${texts}.text`),
      ...(status === 'ok' && hasPending
        ? [code('payments.securityLimits.status.ok.pending', { hours: PENDING_CHANGE_DELAY_HOURS })]
        : []),
    ],
  };
}

/** Help texts beside the two cross-border toggles (spec gives the meaning, not the words). */
export const SECURITY_LIMITS_HELP: Readonly<
  Record<'IsCrossborderChannelUsageEnabled' | 'IsSepaCrossborderPaymentsEnabled', string>
> = {
  IsCrossborderChannelUsageEnabled: code('payments.securityLimits.help.crossborderChannel'),
  IsSepaCrossborderPaymentsEnabled: code('payments.securityLimits.help.sepaCrossborder'),
};
