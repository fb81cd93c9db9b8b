import type { CompanyLoanType } from './loan';
import { roundToCents } from '../money/money';

/**
 * The loan calculator: offer row, fees, monthly instalment and the effective annual rate
 * (todellinen vuosikorko). Hand-written because no maintained library implements the Finnish
 * cost caps of the Consumer Protection Act (kuluttajansuojalaki 7:17a) or the rate of the
 * Consumer Credit Directive's Annex I with the bank's 30.5-day month.
 *
 * Unlike the rest of domain/, the calculator works in euros (floats), because the offer table
 * and the offer summary are in euros; every figure it returns is rounded to cents.
 */

/**
 * One row of the loan offer table. Amounts are whole euros, as the table gives them; percentages
 * are percent (7.9 means 7,9 %).
 */
export interface LoanOfferRow {
  /** The amount band this row prices, both ends included. */
  MinLoanAmount: number;
  MaxLoanAmount: number;
  /** The durations (months) that may be contracted in this band; the calculator clamps to them. */
  MinInstallmentCount: number;
  MaxInstallmentCount: number;
  // Spec leaves the Range* counts open; we read them as the duration slider's span for the band.
  RangeMinInstallmentCount: number;
  RangeMaxInstallmentCount: number;
  /** Nominal annual interest, percent. */
  InterestRate: number;
  /** Opening fee as a percentage of the amount, bounded by MinOpeningFee and OpeningFee. */
  FeePercentage: number;
  /** The opening fee's maximum, euros. */
  OpeningFee: number;
  MinOpeningFee: number;
  /** Fee charged with each monthly instalment, percent of the amount (the first 10 000 € of it). */
  InstallmentFeePercentage: number;
  // Spec leaves InstallmentAmount open; we read it as the bank's own monthly instalment for the
  // row's MaxLoanAmount and MinInstallmentCount, which is what matchingOfferRow looks it up for.
  InstallmentAmount: number;
}

/** An offer as the summary and the application carry it; euros with cents. */
export interface OfferSummary {
  Amount: number;
  InstallmentCount: number;
  /** The monthly payment: annuity plus MonthlyFee. */
  InstallmentAmount: number;
  OpeningFee: number;
  // The offer table has no fixed monthly fee, so MonthlyFee equals InstallmentFee here; the
  // server's company offers fill the two separately.
  /** Everything charged each month besides the annuity. */
  MonthlyFee: number;
  /** The fee charged with each instalment. */
  InstallmentFee: number;
  /** Null for consumer loans. */
  CompanyLoanType: CompanyLoanType | null;
}

export const LOAN_CALCULATOR_DEFAULTS = {
  amount: 10000,
  months: 36,
  amountStep: 1000,
  monthStep: 1,
  /** What a typed amount that is not a number falls back to before it snaps. */
  typingFallback: 25000,
} as const;

export const COMPANY_LOAN_DEFAULTS = { amount: 30000, months: 36, flexLoanMonths: 12 } as const;

/** The default duration of a company loan: a FlexLoan runs 12 months, other loans 36. */
export function companyLoanDefaultMonths(type: CompanyLoanType): number {
  return type === 'FlexLoan' ? COMPANY_LOAN_DEFAULTS.flexLoanMonths : COMPANY_LOAN_DEFAULTS.months;
}

/**
 * Effective annual rate cap, percent. 50.5 is the 2013–2019 law's ceiling for credits under
 * 2 000 € (reference rate 0.5 % + 50 percentage points), kept as the house ceiling.
 */
export const EFFECTIVE_RATE_CAP = 50.5;
/** Euros of the amount on which the instalment fee percentage is charged at most. */
export const INSTALMENT_FEE_CAP = 10000;
/** Days in a month for the effective rate, as the bank counts them. */
export const MONTH_DAYS = 30.5;
/** The effective-rate solver stops when a step moves the rate less than this, percentage points. */
export const RATE_TOLERANCE = 0.02;
export const MAX_ITERATIONS = 1000;
/** KSL 7:17a: other costs than interest at most 0.01 % of the credit a day… */
export const DAILY_FEE_PERCENTAGE = 0.01;
/** …and at most 150 € a year. */
export const YEARLY_OTHER_COSTS_CAP = 150;
/** Added to the nominal rate (in percent) so that a 0 % rate still has an annuity. */
export const ANNUITY_RATE_ADDITION = 0.0001;

const DAYS_IN_YEAR = 365;
const MONTHS_IN_YEAR = 12;

/** Cents below the value: a cap rounded up would break the cap by a fraction of a cent. */
function floorToCents(euros: number): number {
  return Math.floor(euros * 100 + 1e-9) / 100;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/** The offer row whose amount band holds the amount; where two bands share an end, the lower one. */
export function offerRowForAmount(
  rows: readonly LoanOfferRow[],
  amount: number,
): LoanOfferRow | null {
  if (!Number.isFinite(amount)) return null;
  let found: LoanOfferRow | null = null;
  for (const row of rows) {
    if (amount < row.MinLoanAmount || amount > row.MaxLoanAmount) continue;
    if (!found || row.MinLoanAmount < found.MinLoanAmount) found = row;
  }
  return found;
}

/**
 * The row priced for exactly this selection: its MaxLoanAmount is the amount and its
 * MinInstallmentCount is within 2 months of the duration (the nearest such row).
 */
export function matchingOfferRow(
  rows: readonly LoanOfferRow[],
  amount: number,
  months: number,
): LoanOfferRow | null {
  let found: LoanOfferRow | null = null;
  let distance = Infinity;
  for (const row of rows) {
    const d = Math.abs(row.MinInstallmentCount - months);
    if (row.MaxLoanAmount === amount && d <= 2 && d < distance) {
      found = row;
      distance = d;
    }
  }
  return found;
}

/** The amount and duration spans of the calculator's sliders over the whole offer table. */
export function loanCalculatorLimits(
  rows: readonly LoanOfferRow[],
): { minAmount: number; maxAmount: number; minMonths: number; maxMonths: number } | null {
  if (rows.length === 0) return null;
  return {
    minAmount: Math.min(...rows.map((r) => r.MinLoanAmount)),
    maxAmount: Math.max(...rows.map((r) => r.MaxLoanAmount)),
    minMonths: Math.min(...rows.map((r) => r.RangeMinInstallmentCount)),
    maxMonths: Math.max(...rows.map((r) => r.RangeMaxInstallmentCount)),
  };
}

/**
 * The most a consumer credit may cost besides interest over `days` days of one contract year
 * (KSL 7:17a): `dailyFeePercentage` % of the credit amount a day, never more than 150 €.
 * Our reading: "luoton määrä" is the amount drawn, not the balance left, and the 150 € applies
 * to each contract year in full (a shorter loan is capped by its days, not by a share of 150 €).
 */
export function otherCostsCeiling(
  amount: number,
  days: number,
  dailyFeePercentage = DAILY_FEE_PERCENTAGE,
): number {
  return Math.min((amount * dailyFeePercentage * days) / 100, YEARLY_OTHER_COSTS_CAP);
}

/**
 * The opening fee: FeePercentage of the amount, at least MinOpeningFee, at most OpeningFee, and
 * never more than a year's legal ceiling (the daily percentage × 365 days, 150 € at most) because
 * it is charged within the first contract year.
 */
export function openingFee(
  row: LoanOfferRow,
  amount: number,
  dailyFeePercentage = DAILY_FEE_PERCENTAGE,
): number {
  const priced = clamp((amount * row.FeePercentage) / 100, row.MinOpeningFee, row.OpeningFee);
  const ceiling = otherCostsCeiling(amount, DAYS_IN_YEAR, dailyFeePercentage);
  return Math.min(roundToCents(priced), floorToCents(ceiling));
}

/**
 * The fee charged with each monthly instalment: InstallmentFeePercentage of the amount, where
 * only the first 10 000 € counts. Spec says "a percentage capped at 10000"; a cap of 10 000 € on
 * a monthly fee would never bite, so we read it as a cap on the base the percentage applies to.
 */
export function instalmentFee(row: LoanOfferRow, amount: number): number {
  return roundToCents((row.InstallmentFeePercentage * Math.min(amount, INSTALMENT_FEE_CAP)) / 100);
}

function assertPeriods(months: number): void {
  if (!(months >= 1)) throw new Error(`Loan calculator: periods must be at least 1, got ${months}`);
  if (!Number.isInteger(months)) {
    throw new RangeError(`Loan calculator: periods must be whole months, got ${months}`);
  }
}

/**
 * The monthly annuity (principal and interest, no fees), not rounded. The monthly rate is
 * (annual % + 0.0001) / 100 / 12: spec adds 0.0001 so that 0 % still divides; we add it to the
 * percentage, where it moves 10 000 € over 36 months by less than a tenth of a cent.
 */
export function annuityPayment(
  principal: number,
  annualRatePercent: number,
  months: number,
): number {
  assertPeriods(months);
  const monthly = (annualRatePercent + ANNUITY_RATE_ADDITION) / 100 / MONTHS_IN_YEAR;
  return (principal * monthly) / -Math.expm1(-months * Math.log1p(monthly));
}

export interface EffectiveRateInput {
  /** Euros paid out to the customer. */
  amount: number;
  /** Charged at drawdown, so the customer effectively receives amount − openingFee. */
  openingFee: number;
  /** The monthly annuity. */
  instalmentAmount: number;
  months: number;
  /** Charged with every instalment. */
  monthlyFee?: number;
}

export interface SolverOptions {
  tolerance?: number;
  maxIterations?: number;
}

/** (1 − (1+m)^−n) / m: today's value of n monthly payments of 1 at monthly rate m. */
function annuityFactor(m: number, n: number): number {
  if (Math.abs(m) < 1e-12) return n;
  return -Math.expm1(-n * Math.log1p(m)) / m;
}

/**
 * The effective annual rate, percent, of the Consumer Credit Directive (Annex I): the X for which
 * amount − openingFee = Σ (instalment + monthlyFee)·(1+X)^(−t_k), t_k = k·30.5/365 years.
 * With equal payments this is an annuity in the monthly rate m, and X = (1+m)^(365/30.5) − 1.
 * Note that the directive's "equal month" is 365/12 days; the bank's 30.5 days gives a rate a
 * few hundredths of a point lower.
 *
 * Newton's method on m from the usual annuity-rate estimate, kept inside a bracket that halves
 * whenever Newton would leave it; stops when a step moves X by less than `tolerance` percentage
 * points (Newton's error after such a step is far below it). Throws when there are fewer than
 * one period or more than `maxIterations` steps, as the spec says the calculator does.
 */
export function effectiveAnnualRate(
  { amount, openingFee, instalmentAmount, months, monthlyFee = 0 }: EffectiveRateInput,
  { tolerance = RATE_TOLERANCE, maxIterations = MAX_ITERATIONS }: SolverOptions = {},
): number {
  assertPeriods(months);
  const received = amount - openingFee;
  const payment = instalmentAmount + monthlyFee;
  if (!(received > 0) || !(payment > 0)) {
    throw new RangeError('Loan calculator: the amount received and the payment must be positive');
  }
  const n = months;
  const target = received / payment;
  const yearsPerMonth = MONTH_DAYS / DAYS_IN_YEAR;
  const annual = (m: number): number => Math.expm1(Math.log1p(m) / yearsPerMonth) * 100;

  // annuityFactor falls from +∞ (m → −1) to 0 (m → ∞) and stays below 1/m, so the root lies
  // between a rate of almost −100 % a month and 1/target.
  let low = -0.9999;
  let high = 1 / target;
  if (annuityFactor(low, n) <= target) {
    throw new RangeError('Loan calculator: the payments cannot repay the amount received');
  }
  let m = clamp((2 * (n - target)) / (target * (n + 1)), low, high);
  let rate = annual(m);
  for (let iteration = 1; iteration <= maxIterations; iteration++) {
    const factor = annuityFactor(m, n);
    const gap = factor - target;
    if (gap === 0) return rate;
    if (gap > 0) low = m;
    else high = m;
    // d/dm annuityFactor = (n·(1+m)^(−n−1) − factor) / m, and −n(n+1)/2 at m = 0.
    const slope =
      Math.abs(m) < 1e-12
        ? (-n * (n + 1)) / 2
        : (n * Math.exp(-(n + 1) * Math.log1p(m)) - factor) / m;
    let next = m - gap / slope;
    if (!(next > low && next < high)) next = (low + high) / 2;
    const nextRate = annual(next);
    if (Math.abs(nextRate - rate) < tolerance) return nextRate;
    m = next;
    rate = nextRate;
  }
  throw new Error(`Loan calculator: no effective rate within ${maxIterations} iterations`);
}

export interface LoanCalculation extends OfferSummary {
  /** Todellinen vuosikorko, percent with two decimals. */
  effectiveAnnualRate: number;
  /** Luoton ja luottokustannusten yhteismäärä: all instalments plus the opening fee. */
  totalRepayment: number;
  /** Nominal annual interest, percent. */
  interestRate: number;
  /** The instalment fee was dropped to 0 and the rate is still above the cap. */
  exceedsRateCap: boolean;
}

export type LoanCalculationResult =
  { ok: true; offer: LoanCalculation } | { ok: false; reason: 'no_offer_for_amount' };

export interface LoanCalculationInput {
  rows: readonly LoanOfferRow[];
  /** Whole euros. */
  amount: number;
  months: number;
  dailyFeePercentage?: number;
  /** Effective annual rate cap, percent. */
  rateCap?: number;
  /**
   * The Consumer Protection Act's caps on fees and rate (KSL 7:17a); a company's loan is no
   * consumer credit, so its calculator passes false and prices the fees as the row gives them.
   */
  consumerCaps?: boolean;
}

/**
 * The calculator's offer for an amount and a duration. The duration is clamped to what the
 * amount's row allows (the slider follows). Fees respect the legal ceiling of the first
 * contract year (opening fee plus that year's instalment fees); if the effective rate still
 * exceeds the cap, the instalment fee is lowered to the largest whole-cent fee that keeps it
 * at or under the cap.
 */
export function calculateLoan({
  rows,
  amount,
  months,
  dailyFeePercentage = DAILY_FEE_PERCENTAGE,
  rateCap = EFFECTIVE_RATE_CAP,
  consumerCaps = true,
}: LoanCalculationInput): LoanCalculationResult {
  const row = offerRowForAmount(rows, amount);
  if (!row) return { ok: false, reason: 'no_offer_for_amount' };
  const count = clamp(Math.round(months), row.MinInstallmentCount, row.MaxInstallmentCount);
  const annuity = roundToCents(annuityPayment(amount, row.InterestRate, count));

  const firstYearMonths = Math.min(MONTHS_IN_YEAR, count);
  const firstYearDays = Math.min(DAYS_IN_YEAR, firstYearMonths * MONTH_DAYS);
  const ceiling = consumerCaps
    ? otherCostsCeiling(amount, firstYearDays, dailyFeePercentage)
    : Infinity;
  const opening = consumerCaps
    ? Math.min(openingFee(row, amount, dailyFeePercentage), floorToCents(ceiling))
    : roundToCents(clamp((amount * row.FeePercentage) / 100, row.MinOpeningFee, row.OpeningFee));
  let fee = Math.min(
    instalmentFee(row, amount),
    floorToCents((ceiling - opening) / firstYearMonths),
  );

  const rateWith = (monthlyFee: number): number =>
    effectiveAnnualRate({
      amount,
      openingFee: opening,
      instalmentAmount: annuity,
      months: count,
      monthlyFee,
    });
  let rate = rateWith(fee);
  let exceedsRateCap = false;
  if (consumerCaps && rate > rateCap) {
    // The rate grows with the fee: halve the range of whole-cent fees to the largest that fits.
    let fits = 0;
    let tooHigh = Math.round(fee * 100);
    if (rateWith(0) > rateCap) {
      exceedsRateCap = true;
      tooHigh = 0;
    }
    while (tooHigh - fits > 1) {
      const middle = Math.floor((fits + tooHigh) / 2);
      if (rateWith(middle / 100) <= rateCap) fits = middle;
      else tooHigh = middle;
    }
    fee = fits / 100;
    rate = rateWith(fee);
  }

  const instalment = roundToCents(annuity + fee);
  return {
    ok: true,
    offer: {
      Amount: amount,
      InstallmentCount: count,
      InstallmentAmount: instalment,
      OpeningFee: opening,
      MonthlyFee: fee,
      InstallmentFee: fee,
      CompanyLoanType: null,
      effectiveAnnualRate: Math.round(rate * 100) / 100,
      totalRepayment: roundToCents(instalment * count + opening),
      interestRate: row.InterestRate,
      exceedsRateCap,
    },
  };
}

export interface SliderSteps {
  min: number;
  max: number;
  step: number;
}

function readTypedNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const compact = value.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');
  return compact === '' ? Number.NaN : Number(compact);
}

/**
 * A typed slider value moved to the nearest step (min + k·step, never above max; halfway goes
 * up). Anything that is not a number becomes 25 000 first, then snaps.
 */
export function snapToStep(value: unknown, { min, max, step }: SliderSteps): number {
  const read = readTypedNumber(value);
  const typed = Number.isFinite(read) ? read : LOAN_CALCULATOR_DEFAULTS.typingFallback;
  if (max <= min || !(step > 0)) return min;
  const steps = Math.round((clamp(typed, min, max) - min) / step);
  const snapped = min + steps * step;
  return snapped > max ? snapped - step : snapped;
}
