/** The customer's accounts in other banks (the payments group), and deposits from them. */
import { z } from 'zod';
import { account } from './bank';
import { idempotencyKey, movement } from './bankAccounts';
import { defineCall, type CallGroup } from './call';
import { entityId, noPayload, positiveEuros } from './wire';

const group: CallGroup = 'payments';

/** The customer's own accounts in other banks. */
export const bankAccounts = defineCall({
  group,
  name: 'bank_accounts',
  request: noPayload,
  response: z.array(account),
  policy: {
    summary: 'The customer’s own accounts in other banks.',
    access: 'view',
    reads: ['accounts'],
  },
});

/** The accounts of this bank a deposit from another bank can go to. */
export const depositAccountsBank = defineCall({
  group,
  name: 'deposit_accounts_bank',
  request: noPayload,
  response: z.array(account),
  policy: {
    summary: 'The accounts a deposit from another bank can go to.',
    access: 'view',
    reads: ['accounts'],
  },
});

/** A deposit ('Talletus') from the customer's account in another bank, in two steps. */
export const bankAccountStartDeposit = defineCall({
  group,
  name: 'bank_account_start_deposit',
  request: z.object({
    FromExternalAccountId: entityId,
    ToAccountId: entityId,
    Amount: positiveEuros,
    IdempotencyKey: idempotencyKey,
  }),
  response: z.object({ DepositId: z.uuid(), Amount: positiveEuros }),
  policy: {
    summary: 'Starts a deposit from the customer’s account in another bank.',
    access: 'act',
  },
});

export const bankAccountCompleteDeposit = defineCall({
  group,
  name: 'bank_account_complete_deposit',
  request: z.object({ DepositId: entityId }),
  response: movement,
  policy: {
    summary: 'Books a started deposit.',
    access: 'act',
    changes: ['accounts', 'transactions'],
  },
});
