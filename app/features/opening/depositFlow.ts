import { ftnLoginStart } from '../../../api/auth';
import { storeFlow } from '../../../api/storeflow';
import { FLOW_STATUS } from '../../../domain/flows/storedFlow';
import { eurosToCents } from '../../../domain/money/money';
import { send } from '../../data/calls';

/**
 * 'Kirjaudu ja avaa talletus': the bank keeps the visitor's choice for this browser, then the
 * strong login starts; its return leads to the term deposit's opening with the choice filled in.
 * A refusal or failure is thrown to the page.
 */
export async function keepDepositAndLogIn(amount: number, months: number): Promise<void> {
  await send(storeFlow, {
    status: FLOW_STATUS,
    flowType: 'deposit',
    data: { depositAmount: eurosToCents(amount), depositDuration: months },
  });
  const { IdentificationUrl } = await send(ftnLoginStart, {});
  window.location.assign(IdentificationUrl);
}
