import { describe, expect, it } from 'vitest';
import {
  PENDING_CHANGE_NOTE,
  SECURITY_LIMIT_MINIMUM,
  SECURITY_LIMIT_REQUIRED,
  dailyAboveMonthlyMessage,
  maxPaymentAboveDailyMessage,
  pendingSecurityChanges,
  readSecurityLimitsStatus,
  securityLimitsFormSchema,
  securityLimitsStatusBanner,
} from './securityLimitsForm';
import type { SecurityControls } from './securityLimitsForm';

interface FormOverrides {
  instant?: Record<string, unknown>;
  all?: Record<string, unknown>;
}

function form({ instant = {}, all = {} }: FormOverrides = {}) {
  return {
    InstantPaymentLimits: {
      MaxPaymentAmount: 1000,
      DailyUsageLimit: 2000,
      MonthlyUsageLimit: 10000,
      ...instant,
    },
    SecurityControls: {
      DailyUsageLimit: 5000,
      MonthlyUsageLimit: 20000,
      IsSepaCrossborderPaymentsEnabled: true,
      IsCrossborderChannelUsageEnabled: false,
      ...all,
    },
  };
}

/** The messages by field path, as the form shows them. */
function errors(values: unknown): Record<string, string[]> {
  const result = securityLimitsFormSchema.safeParse(values);
  const found: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.join('.');
    found[path] = [...(found[path] ?? []), issue.message];
  }
  return found;
}

const AMOUNT_PATHS: [keyof FormOverrides, string][] = [
  ['instant', 'MaxPaymentAmount'],
  ['instant', 'DailyUsageLimit'],
  ['instant', 'MonthlyUsageLimit'],
  ['all', 'DailyUsageLimit'],
  ['all', 'MonthlyUsageLimit'],
];

function pathOf(group: keyof FormOverrides, field: string): string {
  return `${group === 'instant' ? 'InstantPaymentLimits' : 'SecurityControls'}.${field}`;
}

describe('securityLimitsFormSchema: required amounts', () => {
  it('accepts a sound form and gives the save payload in euros', () => {
    expect(securityLimitsFormSchema.parse(form())).toEqual(form());
  });

  it('requires each of the five amounts', () => {
    for (const [group, field] of AMOUNT_PATHS) {
      for (const empty of [undefined, null, Number.NaN, '', '  ']) {
        expect(errors(form({ [group]: { [field]: empty } })), `${field} ${empty}`).toEqual({
          [pathOf(group, field)]: [SECURITY_LIMIT_REQUIRED],
        });
      }
    }
  });

  it('treats text that is not an amount as missing, and reads Finnish amounts', () => {
    expect(errors(form({ instant: { MonthlyUsageLimit: 'paljon' } }))).toEqual({
      'InstantPaymentLimits.MonthlyUsageLimit': [SECURITY_LIMIT_REQUIRED],
    });
    expect(
      securityLimitsFormSchema.parse(form({ all: { MonthlyUsageLimit: '20 000,50' } }))
        .SecurityControls.MonthlyUsageLimit,
    ).toBe(20000.5);
  });

  it('requires both cross-border toggles', () => {
    expect(errors(form({ all: { IsSepaCrossborderPaymentsEnabled: undefined } }))).toEqual({
      'SecurityControls.IsSepaCrossborderPaymentsEnabled': [SECURITY_LIMIT_REQUIRED],
    });
    expect(errors(form({ all: { IsCrossborderChannelUsageEnabled: 'true' } }))).toEqual({
      'SecurityControls.IsCrossborderChannelUsageEnabled': [SECURITY_LIMIT_REQUIRED],
    });
  });
});

describe('securityLimitsFormSchema: minimum 0,01 €', () => {
  it('accepts exactly 0,01 € in every amount', () => {
    const cent = { MaxPaymentAmount: 0.01, DailyUsageLimit: 0.01, MonthlyUsageLimit: 0.01 };
    expect(
      errors(form({ instant: cent, all: { DailyUsageLimit: 0.01, MonthlyUsageLimit: '0,01' } })),
    ).toEqual({});
  });

  it('refuses 0 and negative amounts in every field', () => {
    for (const [group, field] of AMOUNT_PATHS) {
      for (const low of [0, -5, '0,00']) {
        expect(errors(form({ [group]: { [field]: low } }))[pathOf(group, field)], field).toEqual([
          SECURITY_LIMIT_MINIMUM,
        ]);
      }
    }
  });

  it('rounds to the cent before checking, as money is rounded everywhere', () => {
    expect(errors(form({ instant: { MaxPaymentAmount: 0.004 } }))).toEqual({
      'InstantPaymentLimits.MaxPaymentAmount': [SECURITY_LIMIT_MINIMUM],
    });
    const half = securityLimitsFormSchema.parse(form({ instant: { MaxPaymentAmount: 0.005 } }));
    expect(half.InstantPaymentLimits.MaxPaymentAmount).toBe(0.01);
  });
});

describe('securityLimitsFormSchema: limits in order', () => {
  it('allows an instant single payment equal to the instant daily limit', () => {
    expect(errors(form({ instant: { MaxPaymentAmount: 2000, DailyUsageLimit: 2000 } }))).toEqual(
      {},
    );
  });

  it('refuses a single payment one cent above the daily limit, on the single-payment field', () => {
    expect(errors(form({ instant: { MaxPaymentAmount: 2000.01 } }))).toEqual({
      'InstantPaymentLimits.MaxPaymentAmount': [
        'payments.securityLimits.maxPaymentAboveDaily|{"amount":200000}',
      ],
    });
  });

  it('allows equal instant daily and monthly limits and refuses a larger daily one', () => {
    expect(errors(form({ instant: { DailyUsageLimit: 10000 } }))).toEqual({});
    expect(errors(form({ instant: { DailyUsageLimit: 10000.01 } }))).toEqual({
      'InstantPaymentLimits.DailyUsageLimit': [
        'payments.securityLimits.dailyAboveMonthly|{"amount":1000000}',
      ],
    });
  });

  it('allows equal all-transfer daily and monthly limits and refuses a larger daily one', () => {
    expect(errors(form({ all: { DailyUsageLimit: 20000 } }))).toEqual({});
    expect(errors(form({ all: { DailyUsageLimit: 20000.01 } }))).toEqual({
      'SecurityControls.DailyUsageLimit': [dailyAboveMonthlyMessage(2000000)],
    });
  });

  it('compares to the cent, not by binary floats', () => {
    expect(
      errors(form({ instant: { MaxPaymentAmount: 0.1 + 0.2, DailyUsageLimit: 0.3 } })),
    ).toEqual({});
  });

  it('reports every broken pair at once', () => {
    expect(
      Object.keys(
        errors(
          form({
            instant: { MaxPaymentAmount: 500, DailyUsageLimit: 400, MonthlyUsageLimit: 300 },
            all: { DailyUsageLimit: 2, MonthlyUsageLimit: 1 },
          }),
        ),
      ).sort(),
    ).toEqual([
      'InstantPaymentLimits.DailyUsageLimit',
      'InstantPaymentLimits.MaxPaymentAmount',
      'SecurityControls.DailyUsageLimit',
    ]);
  });

  it('checks the order on every change, even while an unrelated field is empty', () => {
    expect(
      errors(form({ instant: { MaxPaymentAmount: 3000 }, all: { MonthlyUsageLimit: '' } })),
    ).toEqual({
      'InstantPaymentLimits.MaxPaymentAmount': [maxPaymentAboveDailyMessage(200000)],
      'SecurityControls.MonthlyUsageLimit': [SECURITY_LIMIT_REQUIRED],
    });
  });

  it('does not compare against an amount that is itself invalid', () => {
    expect(errors(form({ instant: { DailyUsageLimit: 0 } }))).toEqual({
      'InstantPaymentLimits.DailyUsageLimit': [SECURITY_LIMIT_MINIMUM],
    });
  });

  it('requires the form and both groups to be there', () => {
    expect(errors(undefined)).toEqual({ '': [SECURITY_LIMIT_REQUIRED] });
    expect(errors({ InstantPaymentLimits: form().InstantPaymentLimits })).toEqual({
      SecurityControls: [SECURITY_LIMIT_REQUIRED],
    });
  });
});

describe('pendingSecurityChanges', () => {
  const effective: SecurityControls = {
    DailyUsageLimit: 5000,
    MonthlyUsageLimit: 20000,
    IsSepaCrossborderPaymentsEnabled: true,
    IsCrossborderChannelUsageEnabled: false,
  };

  it('lists the values that differ, each beside the current one', () => {
    expect(
      pendingSecurityChanges(effective, {
        ...effective,
        DailyUsageLimit: 3000,
        IsCrossborderChannelUsageEnabled: true,
      }),
    ).toEqual([
      { field: 'DailyUsageLimit', current: 5000, pending: 3000 },
      { field: 'IsCrossborderChannelUsageEnabled', current: false, pending: true },
    ]);
  });

  it('finds nothing when the pending values equal the current ones or are missing', () => {
    expect(pendingSecurityChanges(effective, { ...effective })).toEqual([]);
    expect(pendingSecurityChanges(effective, null)).toEqual([]);
    expect(pendingSecurityChanges(effective, undefined)).toEqual([]);
    expect(pendingSecurityChanges(effective, { MonthlyUsageLimit: 20000.001 })).toEqual([]);
  });

  it('notes that pending values take effect after 24 hours', () => {
    expect(PENDING_CHANGE_NOTE).toBe('payments.securityLimits.pending|{"hours":24}');
  });
});

describe('securityLimitsStatusBanner', () => {
  it('tells of a failure', () => {
    expect(securityLimitsStatusBanner('error', true)).toEqual({
      tone: 'error',
      title: 'payments.securityLimits.status.error.title',
      text: ['payments.securityLimits.status.error.text'],
    });
  });

  it('tells of a cancelled authentication', () => {
    expect(securityLimitsStatusBanner('cancel', false)).toEqual({
      tone: 'warning',
      title: 'payments.securityLimits.status.cancel.title',
      text: ['payments.securityLimits.status.cancel.text'],
    });
  });

  it('tells of success, adding the 24-hour note only when values are pending', () => {
    expect(securityLimitsStatusBanner('ok', false)).toEqual({
      tone: 'success',
      title: 'payments.securityLimits.status.ok.title',
      text: ['payments.securityLimits.status.ok.text'],
    });
    expect(securityLimitsStatusBanner('ok', true).text).toEqual([
      'payments.securityLimits.status.ok.text',
      'payments.securityLimits.status.ok.pending|{"hours":24}',
    ]);
  });
});

describe('readSecurityLimitsStatus', () => {
  it('reads the three statuses and nothing else', () => {
    expect(readSecurityLimitsStatus('ok')).toBe('ok');
    expect(readSecurityLimitsStatus('error')).toBe('error');
    expect(readSecurityLimitsStatus('cancel')).toBe('cancel');
    expect(readSecurityLimitsStatus('OK')).toBeNull();
    expect(readSecurityLimitsStatus(null)).toBeNull();
  });
});
