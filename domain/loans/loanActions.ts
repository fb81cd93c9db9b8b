import { instalmentsForUseCase, paymentFreeCandidate } from './instalments';
import {
  isCompanyLoan,
  isLimit,
  isLimitAgreementEnded,
  isLimitWithdrawalHidden,
  type Loan,
} from './loan';

/**
 * The buttons of a loan's or a limit's page besides the next-instalment panel's (screens §4, §6):
 * which are shown, which instalment each acts on, and whether the customer may press them.
 */

export const LOAN_ACTIONS = [
  'paymentFreeMonth',
  'topUp',
  'limitWithdrawal',
  'limitRepayment',
] as const;
export type LoanAction = (typeof LOAN_ACTIONS)[number];

export interface LoanActionState {
  action: LoanAction;
  /** The instalment the action is for (none for a top-up or a withdrawal). */
  installmentId: string | null;
  /** Off for a customer who may not act (view-only, KYC in the way). */
  disabled: boolean;
}

export interface LoanPageActions {
  actions: LoanActionState[];
  /** A company limit over 365 days old: the ended-agreement text replaces the withdrawal. */
  agreementEnded: boolean;
  /** Company loans are paid by bank transfer: the page shows the account and payment reference. */
  paidByTransfer: boolean;
}

export interface LoanViewer {
  /** The customer's general right to act: KYC in order and not view-only. */
  mayAct: boolean;
  /** A company customer (the company loan pages). */
  company: boolean;
}

function limitActions(loan: Loan, today: Date, { mayAct, company }: LoanViewer): LoanPageActions {
  const agreementEnded = company && isLimitAgreementEnded(loan, today);
  const actions: LoanActionState[] = [];
  if (loan.WithdrawalAllowed && !isLimitWithdrawalHidden(loan) && !agreementEnded) {
    actions.push({ action: 'limitWithdrawal', installmentId: null, disabled: !mayAct });
  }
  // Spec §6 hides a company's repayment button (and gives it no repayment page): a company
  // repays its limit by bank transfer, as its loans.
  const open = company ? undefined : instalmentsForUseCase(loan, 'PayInstallment', today)[0];
  if (open) actions.push({ action: 'limitRepayment', installmentId: open.Id, disabled: !mayAct });
  return { actions, agreementEnded, paidByTransfer: company };
}

/** The actions of the loan's page for this customer today, in the order the page shows them. */
export function loanPageActions(loan: Loan, today: Date, viewer: LoanViewer): LoanPageActions {
  if (isLimit(loan)) return limitActions(loan, today, viewer);
  if (viewer.company || isCompanyLoan(loan)) {
    return { actions: [], agreementEnded: false, paidByTransfer: true };
  }
  const actions: LoanActionState[] = [];
  const freeMonth = paymentFreeCandidate(loan, today);
  if (freeMonth) {
    actions.push({
      action: 'paymentFreeMonth',
      installmentId: freeMonth.Id,
      disabled: !viewer.mayAct,
    });
  }
  if (loan.TopUpAllowed)
    actions.push({ action: 'topUp', installmentId: null, disabled: !viewer.mayAct });
  return { actions, agreementEnded: false, paidByTransfer: false };
}
