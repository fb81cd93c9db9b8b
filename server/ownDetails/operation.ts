import { defineConfirmedOperation } from '../confirmations/operation';
import { bankAccountPayload } from './ownDetails';

/** A change of the account the bank pays to, confirmed by strong identification. */
export const bankAccountUpdate = defineConfirmedOperation({
  type: 'BankAccountUpdate',
  payload: bankAccountPayload,
  carryOut: (services, owner, change) => services.ownDetails.applyBankAccount(owner, change),
});
