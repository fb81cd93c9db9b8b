import { useEffect } from 'react';
import { register } from '../../../api/loanApplicationStart';
import {
  createFunnelState,
  FUNNEL_EVENT_DELAY_MS,
  funnelPayload,
  recordStep,
  type FunnelState,
} from '../../../domain/customer/funnel';
import { send } from '../../data/calls';

/** The steps of the application funnel the landing page reports. */
export type FunnelStep = 'calculator' | 'application-form' | 'offer' | 'signed';

const STORAGE_KEY = 'loanApplication.funnel';

function readState(): FunnelState {
  try {
    const recorded: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(recorded) && recorded.every((step) => typeof step === 'string')
      ? { recorded }
      : createFunnelState();
  } catch {
    return createFunnelState();
  }
}

/** Records the step in this browser session; answers whether its event is to go out. */
function recordOnce(step: FunnelStep): boolean {
  const { state, send: due } = recordStep(readState(), step);
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state.recorded));
  return due;
}

/** Sends a funnel step now; the funnel never stands in the applicant's way, so failures are dropped. */
function sendStep(applicationId: string, step: FunnelStep): void {
  send(register, { applicationId, ...funnelPayload([step]) }).catch(() => undefined);
}

/** A step reached as the page is left (the identification): its event goes out at once. */
export function trackStepNow(applicationId: string, step: FunnelStep): void {
  if (recordOnce(step)) sendStep(applicationId, step);
}

/**
 * A step's page: its event goes out 750 ms after the page is shown, or at once if the page is
 * left sooner, and only the first time in this browser session.
 */
export function useFunnelStep(applicationId: string, step: FunnelStep): void {
  useEffect(() => {
    if (!recordOnce(step)) return undefined;
    let sent = false;
    const fire = () => {
      if (sent) return;
      sent = true;
      sendStep(applicationId, step);
    };
    const timer = setTimeout(fire, FUNNEL_EVENT_DELAY_MS);
    return () => {
      clearTimeout(timer);
      fire();
    };
  }, [applicationId, step]);
}
