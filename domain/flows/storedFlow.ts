import type { Cents } from '../money/money';
import { snapToAllowedValue } from '../forms/slider';

/**
 * A flow begun before the login (spec: flow state objects), kept by the bank across it so that
 * the page it resumes on starts from what the visitor chose. It is a prefill, never more: the
 * page checks every value again as if the customer had typed it.
 */
export const FLOW_TYPES = ['deposit', 'account', 'loan', 'company-loan'] as const;
export type FlowType = (typeof FLOW_TYPES)[number];

/** Spec: a flow's status starts at 'Started'; a kept flow is never anything else. */
export const FLOW_STATUS = 'Started' as const;

// Spec leaves the keeping time open: long enough for a login with a phone's identification app,
// short enough that a shared computer does not offer yesterday's choice.
export const STORED_FLOW_MINUTES = 30;

// Spec gives no bounds: these are far beyond any product, only to keep a kept flow small.
export const FLOW_MAX_EUROS = 10_000_000;
export const FLOW_MAX_MONTHS = 600;
export const FLOW_CODE_MAX_LENGTH = 40;

export type StoredFlow =
  | { flowType: 'deposit'; data: { depositAmount: Cents; depositDuration: number } }
  | { flowType: 'account' }
  | { flowType: 'loan'; data: { amount: Cents; duration: number } }
  | {
      flowType: 'company-loan';
      companyLoanData: { amount: Cents; duration: number; loanType: string; subType: string };
    };

/** The term deposit's opening page, where a kept deposit flow is read again (`?flow=`). */
export const TERM_DEPOSIT_PAGE = '/bank/accounts/open-term-deposit';
/** The query parameter by which a page's address names the kept flow it starts from. */
export const FLOW_PARAM = 'flow';

/** The company loan application's public page, where a kept company loan is read again. */
export const COMPANY_LOAN_PAGE = '/landing/company-loan-application';

// Spec lists the loan subtypes (Normal, Quick, Merchant…): a company loan is a normal one.
export const COMPANY_LOAN_FLOW_SUBTYPE = 'Normal';

const RESUME_PAGES = {
  deposit: TERM_DEPOSIT_PAGE,
  account: '/bank/accounts/open-payment-account',
  loan: '/landing/loan-application',
  'company-loan': COMPANY_LOAN_PAGE,
} as const satisfies Record<FlowType, string>;

/** A page's address that names the kept flow it starts from (`?flow=`), beside its own `params`. */
export const pageWithFlow = (page: string, flowId: string, params: Record<string, string> = {}) =>
  `${page}?${new URLSearchParams({ ...params, [FLOW_PARAM]: flowId })}`;

/**
 * Where the bank takes the customer after the login, with the flow: the term deposit's and the
 * company loan's pages name the kept flow, which they read; the landing page's loan application
 * takes its amount and months from its address as it always has (whole euros), so the loan has
 * one way in.
 */
export function resumePageOf(flowId: string, flow: StoredFlow): string {
  const page = RESUME_PAGES[flow.flowType];
  switch (flow.flowType) {
    case 'deposit':
    case 'company-loan':
      return pageWithFlow(page, flowId);
    case 'loan':
      return `${page}?${new URLSearchParams({
        Amount: String(Math.round(flow.data.amount / 100)),
        InstallmentCount: String(flow.data.duration),
      })}`;
    default:
      return page;
  }
}

/**
 * A kept deposit choice as the term deposit's sliders can hold it: the amount (whole euros) and
 * the months each snapped to the nearest the sliders offer. Null when they offer nothing.
 */
export function depositChoiceOf(
  data: { depositAmount: Cents; depositDuration: number },
  amounts: readonly number[],
  durations: readonly number[],
): { amount: number; months: number } | null {
  const amount = snapToAllowedValue(data.depositAmount / 100, amounts);
  const months = snapToAllowedValue(data.depositDuration, durations);
  return amount === null || months === null ? null : { amount, months };
}
