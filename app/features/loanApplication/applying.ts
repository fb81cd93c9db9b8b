import { z } from 'zod';
import { init, startIdentification } from '../../../api/loanApplicationStart';
import { send } from '../../data/calls';
import { keepDraft, readDraft } from '../../data/operation';
import { trackStepNow } from './funnel';
import { CHOICE_DRAFT, type LoanChoice } from './landingQuery';

/** The choice taken to the identification, so a cancelled one comes back to it. */
const choiceSchema = z.object({ amount: z.int(), months: z.int() });

/** The choice the applicant took to an identification that did not finish, if any. */
export const keptChoice = (): LoanChoice | null => readDraft(CHOICE_DRAFT, choiceSchema);

/**
 * 'Hae lainaa': starts the application for the choice (kept through the identification), tracks
 * the step and leaves for strong identification. A refusal or failure is thrown to the page.
 */
export async function applyForLoan({ amount, months }: LoanChoice): Promise<void> {
  keepDraft(CHOICE_DRAFT, choiceSchema, { amount, months });
  const { applicationId } = await send(init, { Amount: amount, InstallmentCount: months });
  trackStepNow(applicationId, 'calculator');
  const { IdentificationUrl } = await send(startIdentification, { applicationId });
  window.location.assign(IdentificationUrl);
}
