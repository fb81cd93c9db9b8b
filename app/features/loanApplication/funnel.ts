import { register } from '../../../api/loanApplicationStart';
import { funnelPayload } from '../../../domain/customer/funnel';
import { recordFunnelStep, useFunnelStep as useStep, type FunnelSender } from '../../data/funnel';
import { send } from '../../data/calls';

/** The steps of the application funnel the landing page reports. */
export type FunnelStep = 'calculator' | 'application-form' | 'offer' | 'signed';

const FUNNEL = 'loanApplication';

/** The loan application reports its steps with the application (`register`). */
const sender =
  (applicationId: string): FunnelSender =>
  (step) => {
    send(register, { applicationId, ...funnelPayload([step]) }).catch(() => undefined);
  };

/** A step reached as the page is left (the identification): its event goes out at once. */
export function trackStepNow(applicationId: string, step: FunnelStep): void {
  if (recordFunnelStep(FUNNEL, step)) sender(applicationId)(step);
}

/** A step's page: reported 750 ms after it shows (at once if left sooner), once per session. */
export function useFunnelStep(applicationId: string, step: FunnelStep): void {
  useStep(FUNNEL, step, sender(applicationId));
}
