import type { TermDepositOffer } from '../../domain/accounts/termDeposit';

/**
 * The bank's term-deposit price list: the one place its tiers and steps are written.
 *
 * The configured TERM_DEPOSIT_RATE (2,2 % by default) is the rate of a twelve-month deposit in
 * the lowest tier. Shorter terms earn less and longer ones a little more, as Finnish banks price
 * them; larger deposits earn a twentieth of a point more per tier. Amounts run from 1 000 € to
 * 100 000 €, the deposit guarantee's limit per depositor (talletussuoja), which the last item
 * marks: it is the top of the amount slider and has the rate of the 50 000 € tier.
 */
export const TERM_DEPOSIT_DURATION_STEPS: Readonly<Record<number, number>> = {
  3: -0.5,
  6: -0.25,
  9: -0.1,
  12: 0,
  18: 0.05,
  24: 0.1,
  36: 0.15,
  48: 0.2,
  60: 0.25,
};

/** The lowest amount of each tier, whole euros, and its step in percentage points. */
export const TERM_DEPOSIT_AMOUNT_TIERS: readonly { from: number; step: number }[] = [
  { from: 1_000, step: 0 },
  { from: 20_000, step: 0.05 },
  { from: 50_000, step: 0.1 },
  { from: 100_000, step: 0.1 },
];

/** The largest deposit the table offers, whole euros. */
export const TERM_DEPOSIT_MAX_EUROS = 100_000;

/** Every tier × duration, with its yearly rate in percent (two decimals, never below zero). */
export function termDepositOffers(configuredRate: number): TermDepositOffer[] {
  return TERM_DEPOSIT_AMOUNT_TIERS.flatMap((tier) =>
    Object.entries(TERM_DEPOSIT_DURATION_STEPS).map(([months, step]) => ({
      Amount: tier.from,
      DurationInMonths: Number(months),
      InterestRate: Math.max(0, Math.round((configuredRate + step + tier.step) * 100) / 100),
    })),
  );
}
