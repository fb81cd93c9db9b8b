import { addDays } from 'date-fns/addDays';
import { isBeforeToday, toIsoDate } from '../dates/dates';
import type { InstalmentState, Loan, LoanInstalment } from './loan';
import { isCompanyLoan, isLimit } from './loan';
import type { Cents } from '../money/money';

/**
 * Rules of the next-instalment panel, the instalment badge and the loan and instalment pickers
 * (screens §4, §5).
 */

/** How far an instalment may be overdue and still have its due date moved. */
export const DUE_DATE_CHANGE_OVERDUE_TOLERANCE_DAYS = 13;

// Spec does not show the next-instalment cutoff; we look 45 days ahead: a monthly invoice is
// sent about two weeks before its due date, so the coming instalment is always inside the window.
export const NEXT_INSTALMENT_WINDOW_DAYS = 45;

/**
 * Overdue when the due date is before today, or, with `shiftDays`, before the day that many days
 * earlier (13 days overdue is not yet overdue with a shift of 13).
 */
export function isInstalmentOverdue(
  instalment: Pick<LoanInstalment, 'DueDate'>,
  today: Date,
  shiftDays = 0,
): boolean {
  return isBeforeToday(instalment.DueDate, today, shiftDays);
}

/** Paid instalments: paid in full, or nothing left open. */
export function isInstalmentPaid(
  instalment: Pick<LoanInstalment, 'StateEnum' | 'TotalOpen'>,
): boolean {
  return instalment.StateEnum === 'Paid' || instalment.TotalOpen <= 0;
}

export type InstalmentBadgeTone = 'red' | 'green' | 'neutral';

/** What the badge says: 'Myöhässä' (the InvoiceDue state's label), 'Viimeinen erä' or 'Uusi'. */
export type InstalmentBadgeKind = 'late' | 'last' | 'new';

export interface InstalmentBadge {
  tone: InstalmentBadgeTone;
  kind: InstalmentBadgeKind;
}

/**
 * The badge beside an instalment. Spec leaves the tone of 'Viimeinen erä' open; we show it
 * neutral. A limit has no last instalment, so a limit's instalment is either late or new.
 */
export function instalmentBadge(
  instalment: Pick<LoanInstalment, 'DueDate' | 'StateEnum' | 'InstallmentOrder'>,
  loan: Pick<Loan, 'TypeEnum' | 'InstallmentCount'>,
  today: Date,
): InstalmentBadge {
  const late = { tone: 'red', kind: 'late' } as const;
  const fresh = { tone: 'green', kind: 'new' } as const;
  if (instalment.StateEnum === 'InvoiceDue') return late;
  if (isLimit(loan)) return isInstalmentOverdue(instalment, today) ? late : fresh;
  if (instalment.InstallmentOrder === loan.InstallmentCount) {
    return { tone: 'neutral', kind: 'last' };
  }
  return fresh;
}

export interface NextInstalment {
  installmentId: string;
  amount: Cents;
  /** YYYY-MM-DD */
  dueDate: string;
  /** Null when only the loan's NextDue fields are known and the instalment is not in the list. */
  state: InstalmentState | null;
}

function byInstalmentOrder(a: LoanInstalment, b: LoanInstalment): number {
  return a.InstallmentOrder - b.InstallmentOrder;
}

/**
 * The instalment the next-instalment panel shows: on a withdrawn loan, the open instalment with
 * the earliest due date up to `windowDays` ahead (overdue ones included); else the loan's own
 * NextDue fields; null when neither names an amount to pay.
 */
export function nextInstalment(
  loan: Pick<
    Loan,
    | 'Withdrawed'
    | 'LoanInstallmentsPublic'
    | 'NextDueAmount'
    | 'NextDueDate'
    | 'NextDueInstallmentId'
  >,
  today: Date,
  windowDays = NEXT_INSTALMENT_WINDOW_DAYS,
): NextInstalment | null {
  if (loan.Withdrawed) {
    const cutoff = toIsoDate(addDays(today, windowDays));
    let earliest: LoanInstalment | undefined;
    for (const instalment of loan.LoanInstallmentsPublic) {
      // Spec says a non-zero open amount; an overpaid (negative) instalment is nothing to pay,
      // so we ask for a positive one. YYYY-MM-DD strings compare as dates.
      if (instalment.TotalOpen <= 0 || instalment.DueDate > cutoff) continue;
      if (!earliest || instalment.DueDate < earliest.DueDate) earliest = instalment;
    }
    if (earliest) {
      return {
        installmentId: earliest.Id,
        amount: earliest.TotalOpen,
        dueDate: earliest.DueDate,
        state: earliest.StateEnum,
      };
    }
  }
  const { NextDueAmount, NextDueDate, NextDueInstallmentId } = loan;
  if (NextDueAmount === null || NextDueAmount <= 0 || !NextDueDate || !NextDueInstallmentId) {
    return null;
  }
  const listed = loan.LoanInstallmentsPublic.find((i) => i.Id === NextDueInstallmentId);
  return {
    installmentId: NextDueInstallmentId,
    amount: NextDueAmount,
    dueDate: NextDueDate,
    state: listed?.StateEnum ?? null,
  };
}

export interface NextInstalmentActions {
  /** The panel shows its buttons: there is a next instalment and the loan is not a company loan. */
  visible: boolean;
  canPay: boolean;
  canChangeDueDate: boolean;
}

/**
 * The buttons 'Maksa erä' and 'Siirrä eräpäivää'. `actionsEnabled` is the customer's general
 * right to act (KYC in order, not view-only); without it both buttons are disabled.
 */
export function nextInstalmentActions(
  loan: Pick<Loan, 'TypeEnum' | 'DueDateChangeAllowed'>,
  instalment: Pick<NextInstalment, 'state'> | null,
  { actionsEnabled }: { actionsEnabled: boolean },
): NextInstalmentActions {
  const visible = instalment !== null && !isCompanyLoan(loan);
  const canPay = visible && actionsEnabled;
  const canChangeDueDate =
    canPay && loan.DueDateChangeAllowed && instalment?.state !== 'InvoiceDue';
  return { visible, canPay, canChangeDueDate };
}

function untouched(instalment: LoanInstalment): boolean {
  return (
    instalment.CapitalOpen > 0 &&
    instalment.TotalPaid === 0 &&
    instalment.DueDate === instalment.OriginalDueDate
  );
}

/** Not overdue, capital open, nothing paid, due date never moved. */
export function isPaymentFreeCandidate(instalment: LoanInstalment, today: Date): boolean {
  return untouched(instalment) && !isInstalmentOverdue(instalment, today);
}

/**
 * The instalment a payment-free month would skip. Spec names no loan flag for it; we require
 * PaymentFreeInstallmentAllowed, as the due-date change requires DueDateChangeAllowed.
 */
export function paymentFreeCandidate(
  loan: Pick<Loan, 'PaymentFreeInstallmentAllowed' | 'LoanInstallmentsPublic'>,
  today: Date,
): LoanInstalment | null {
  if (!loan.PaymentFreeInstallmentAllowed) return null;
  const ordered = [...loan.LoanInstallmentsPublic].sort(byInstalmentOrder);
  return ordered.find((i) => isPaymentFreeCandidate(i, today)) ?? null;
}

/** At most 13 days overdue, capital open, nothing paid, due date never moved. */
export function isDueDateChangeCandidate(instalment: LoanInstalment, today: Date): boolean {
  return (
    untouched(instalment) &&
    !isInstalmentOverdue(instalment, today, DUE_DATE_CHANGE_OVERDUE_TOLERANCE_DAYS)
  );
}

function firstDueDateChangeCandidate(
  loan: Pick<Loan, 'DueDateChangeAllowed' | 'LoanInstallmentsPublic'>,
  today: Date,
): LoanInstalment | null {
  if (!loan.DueDateChangeAllowed) return null;
  const ordered = [...loan.LoanInstallmentsPublic].sort(byInstalmentOrder);
  return ordered.find((i) => isDueDateChangeCandidate(i, today)) ?? null;
}

/**
 * The loan and instalment the due-date change offers: only when exactly one loan allows the
 * change and has a candidate instalment (with several, the customer picks in the flow).
 */
export function dueDateChangeCandidate(
  loans: readonly Loan[],
  today: Date,
): { loan: Loan; instalment: LoanInstalment } | null {
  let found: { loan: Loan; instalment: LoanInstalment } | null = null;
  for (const loan of loans) {
    const instalment = firstDueDateChangeCandidate(loan, today);
    if (!instalment) continue;
    if (found) return null;
    found = { loan, instalment };
  }
  return found;
}

/** Paid instalments over all instalments, as the loan page shows it ('12 / 36'). */
export function instalmentProgress(loan: Pick<Loan, 'PaidInstallmentCount' | 'InstallmentCount'>): {
  paid: number;
  total: number;
} {
  return { paid: loan.PaidInstallmentCount, total: loan.InstallmentCount };
}

export interface LoanPickerOptions {
  /** Only loans that can be topped up (the increase-loan flow). */
  onlyTopUp?: boolean;
  /** Leave out loans of the Quick credit category. */
  hideQuick?: boolean;
  /** Leave out company loans, whose instalments are paid by transfer and not acted on (§6). */
  hideCompanyLoans?: boolean;
}

/** The loans a loan picker offers (never limits); a single remaining loan comes pre-selected. */
export function loansForPicker(
  loans: readonly Loan[],
  { onlyTopUp = false, hideQuick = false, hideCompanyLoans = false }: LoanPickerOptions = {},
): { loans: Loan[]; preselected: Loan | null } {
  const offered = loans.filter(
    (loan) =>
      !isLimit(loan) &&
      (!onlyTopUp || loan.TopUpAllowed) &&
      !(hideQuick && loan.CreditCategoryEnum === 'Quick') &&
      !(hideCompanyLoans && isCompanyLoan(loan)),
  );
  return { loans: offered, preselected: offered.length === 1 ? (offered[0] ?? null) : null };
}

export const INSTALMENT_USE_CASES = ['PayInstallment', 'PaymentRelief', 'ChangeDueDate'] as const;
export type InstalmentUseCase = (typeof INSTALMENT_USE_CASES)[number];

/**
 * The instalments an instalment picker lists, in instalment order: PayInstallment lists those
 * with something open; PaymentRelief and ChangeDueDate the loan's first candidate (if the loan
 * allows it), the only one the bank changes. Paid instalments are added, for reference, only
 * with `includePaid`.
 */
export function instalmentsForUseCase(
  loan: Pick<
    Loan,
    'LoanInstallmentsPublic' | 'PaymentFreeInstallmentAllowed' | 'DueDateChangeAllowed'
  >,
  useCase: InstalmentUseCase,
  today: Date,
  { includePaid = false }: { includePaid?: boolean } = {},
): LoanInstalment[] {
  const candidate =
    useCase === 'PaymentRelief'
      ? paymentFreeCandidate(loan, today)
      : useCase === 'ChangeDueDate'
        ? firstDueDateChangeCandidate(loan, today)
        : null;
  const selectable = (instalment: LoanInstalment): boolean =>
    useCase === 'PayInstallment' ? instalment.TotalOpen > 0 : instalment === candidate;
  return loan.LoanInstallmentsPublic.filter(
    (instalment) => selectable(instalment) || (includePaid && isInstalmentPaid(instalment)),
  ).sort(byInstalmentOrder);
}
