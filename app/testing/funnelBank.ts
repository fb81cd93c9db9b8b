import { funnelSteps } from '../../api/funnel';
import type { FakeBank } from './fakeBank';

/**
 * The bank recording the steps an application flow reports as the customer reaches them (opening
 * an account or a term deposit, a card application).
 */
export const recordingFunnel = (fake: FakeBank): FakeBank =>
  fake.on(funnelSteps, ({ gtm }) => ({ Recorded: gtm.steps }));
