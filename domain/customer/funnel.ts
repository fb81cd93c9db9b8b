/** The application flows whose steps the web bank reports (the loan application has its own). */
export const FUNNEL_FLOWS = ['card-application', 'account-opening', 'term-deposit'] as const;
export type FunnelFlow = (typeof FUNNEL_FLOWS)[number];

/** The funnel event goes out this long after a step's page mounts (at once on unmount). */
export const FUNNEL_EVENT_DELAY_MS = 750;

/** The funnel steps already sent in this browser session, in the order they were sent. */
export interface FunnelState {
  readonly recorded: readonly string[];
}

/** What the funnel-step tracker mutation sends. */
export interface FunnelPayload {
  gtm: { steps: string[] };
}

export function createFunnelState(): FunnelState {
  return { recorded: [] };
}

/**
 * Records a step; `send` says whether its event goes out. A named step is sent once per
 * session; a repeat only when forced. Spec leaves blank step names open; we never send them.
 */
export function recordStep(
  state: FunnelState,
  step: string,
  options: { force?: boolean } = {},
): { state: FunnelState; send: boolean } {
  const name = step.trim();
  if (name === '') return { state, send: false };
  if (state.recorded.includes(name)) return { state, send: options.force === true };
  return { state: { recorded: [...state.recorded, name] }, send: true };
}

/** Forgets every recorded step, so each is sent again (a new application, a new funnel). */
export function resetFunnel(_state: FunnelState): FunnelState {
  return createFunnelState();
}

export function funnelPayload(steps: readonly string[]): FunnelPayload {
  return { gtm: { steps: steps.map((step) => step.trim()).filter((step) => step !== '') } };
}
