import { useEffect } from 'react';
import { funnelSteps } from '../../api/funnel';
import {
  createFunnelState,
  FUNNEL_EVENT_DELAY_MS,
  funnelPayload,
  recordStep,
  type FunnelFlow,
  type FunnelState,
} from '../../domain/customer/funnel';
import { send } from './calls';

/** Sends one step's event; the funnel never stands in the customer's way, so it must not throw. */
export type FunnelSender = (step: string) => void;

const storageKey = (funnel: string) => `${funnel}.funnel`;

function readState(funnel: string): FunnelState {
  try {
    const recorded: unknown = JSON.parse(sessionStorage.getItem(storageKey(funnel)) ?? '[]');
    return Array.isArray(recorded) && recorded.every((step) => typeof step === 'string')
      ? { recorded }
      : createFunnelState();
  } catch {
    return createFunnelState();
  }
}

/** Records the step in this browser session; answers whether its event is to go out. */
export function recordFunnelStep(funnel: string, step: string): boolean {
  const { state, send } = recordStep(readState(funnel), step);
  sessionStorage.setItem(storageKey(funnel), JSON.stringify(state.recorded));
  return send;
}

/**
 * A step's page (spec §4): its event goes out 750 ms after the page is shown, or at once if the
 * page is left sooner, and only the first time in this browser session.
 */
export function useFunnelStep(funnel: string, step: string, sendStep: FunnelSender): void {
  useEffect(() => {
    if (!recordFunnelStep(funnel, step)) return undefined;
    let sent = false;
    const fire = () => {
      if (sent) return;
      sent = true;
      sendStep(step);
    };
    const timer = setTimeout(fire, FUNNEL_EVENT_DELAY_MS);
    return () => {
      clearTimeout(timer);
      fire();
    };
    // The sender is the caller's way to send this funnel's steps, fixed for its life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [funnel, step]);
}

/** A step of an application flow, reported with the funnel call (`funnel-steps`). */
export function useFlowFunnelStep(flow: FunnelFlow, step: string): void {
  useFunnelStep(flow, step, sendFlowStep(flow));
}

const sendFlowStep =
  (flow: FunnelFlow): FunnelSender =>
  (step) => {
    send(funnelSteps, { Flow: flow, ...funnelPayload([step]) }).catch(() => undefined);
  };
