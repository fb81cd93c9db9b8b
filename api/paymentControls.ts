/**
 * Payment security limits ('Turvarajat'), for persons and companies: read, and changed by
 * strong identification. All-transfer limits and the cross-border toggles wait 24 hours as
 * pending values; instant limits apply at once.
 */
import { z } from 'zod';
import { code } from '../domain/errors/message';
import { limitOrderProblems, type LimitsInCents } from '../domain/payments/securityLimitsForm';
import { defineCall, type CallGroup } from './call';
import { euros, noPayload, positiveEuros } from './wire';

const group: CallGroup = 'payments';

const toggle = z.boolean({ error: code('errors.validation.required') });

const instantPaymentLimits = z.object({
  MaxPaymentAmount: euros,
  DailyUsageLimit: euros,
  MonthlyUsageLimit: euros,
});

const securityControls = z.object({
  DailyUsageLimit: euros,
  MonthlyUsageLimit: euros,
  IsCrossborderChannelUsageEnabled: toggle,
  IsSepaCrossborderPaymentsEnabled: toggle,
});

/** The payment controls record: pending controls are null when nothing waits its 24 hours. */
export const paymentControlsRecord = z.object({
  InstantPaymentLimits: instantPaymentLimits,
  EffectiveSecurityControls: securityControls,
  PendingSecurityControls: securityControls.nullable(),
});
export type PaymentControlsRecord = z.output<typeof paymentControlsRecord>;

/** The limits out of order, each on the field that is too large (the form's check and the bank's). */
export function addLimitOrderIssues(context: z.RefinementCtx, limits: LimitsInCents): void {
  for (const { path, message } of limitOrderProblems(limits)) {
    context.addIssue({ code: 'custom', path, message });
  }
}

/** A save: five amounts of at least 0,01 € in the spec's order, and the two toggles. */
export const paymentControlsChange = z
  .object({
    InstantPaymentLimits: z.object({
      MaxPaymentAmount: positiveEuros,
      DailyUsageLimit: positiveEuros,
      MonthlyUsageLimit: positiveEuros,
    }),
    SecurityControls: z.object({
      DailyUsageLimit: positiveEuros,
      MonthlyUsageLimit: positiveEuros,
      IsSepaCrossborderPaymentsEnabled: toggle,
      IsCrossborderChannelUsageEnabled: toggle,
    }),
  })
  .superRefine(({ InstantPaymentLimits: instant, SecurityControls: all }, context) =>
    addLimitOrderIssues(context, {
      instantMax: instant.MaxPaymentAmount,
      instantDaily: instant.DailyUsageLimit,
      instantMonthly: instant.MonthlyUsageLimit,
      daily: all.DailyUsageLimit,
      monthly: all.MonthlyUsageLimit,
    }),
  );
export type PaymentControlsChange = z.output<typeof paymentControlsChange>;

/** What the customer is sent to approve. */
export const paymentControlsConfirmation = z.object({
  SessionId: z.uuid(),
  ApprovalText: z.string(),
});

export const getConsumerPaymentControls = defineCall({
  group,
  name: 'get-consumer-payment-controls',
  request: noPayload,
  response: paymentControlsRecord,
  policy: {
    summary: 'The security limits of a person’s payments, with pending changes.',
    access: 'view',
    customerType: 'Person',
    reads: ['paymentControls'],
  },
});

export const getCompanyPaymentControls = defineCall({
  group,
  name: 'get-company-payment-controls',
  request: noPayload,
  response: paymentControlsRecord,
  policy: {
    summary: 'The security limits of a company’s payments, with pending changes.',
    access: 'view',
    customerType: 'Company',
    reads: ['paymentControls'],
  },
});

export const consumerPaymentControlsFtnStart = defineCall({
  group,
  name: 'consumer-payment-controls-ftn-start',
  request: paymentControlsChange,
  response: paymentControlsConfirmation,
  policy: {
    summary: 'Prepares a change of a person’s security limits for strong confirmation.',
    access: 'act',
    customerType: 'Person',
    confirmation: 'PaymentControlsConsumer',
  },
});

export const companyPaymentControlsFtnStart = defineCall({
  group,
  name: 'company-payment-controls-ftn-start',
  request: paymentControlsChange,
  response: paymentControlsConfirmation,
  policy: {
    summary: 'Prepares a change of a company’s security limits for strong confirmation.',
    access: 'act',
    customerType: 'Company',
    confirmation: 'PaymentControlsCompany',
  },
});

/** A confirmed change, by the SessionId its start answered. */
const confirmedChange = z.object({
  SessionId: z.uuid({ error: code('errors.validation.invalidId') }),
});

export const consumerPaymentControlsFtnComplete = defineCall({
  group,
  name: 'consumer-payment-controls-ftn-complete',
  request: confirmedChange,
  response: paymentControlsRecord,
  policy: {
    summary: 'A person’s security limits after their confirmed change (applied on confirmation).',
    access: 'act',
    customerType: 'Person',
    changes: ['paymentControls'],
  },
});

export const companyPaymentControlsFtnComplete = defineCall({
  group,
  name: 'company-payment-controls-ftn-complete',
  request: confirmedChange,
  response: paymentControlsRecord,
  policy: {
    summary: 'A company’s security limits after their confirmed change (applied on confirmation).',
    access: 'act',
    customerType: 'Company',
    changes: ['paymentControls'],
  },
});
