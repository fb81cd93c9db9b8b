import type { z } from 'zod';
import type { BankAccount } from '../../api/bank';
import type { CallInput, CallOutput } from '../../api/call';
import type { completeLoanPayment, loanPaymentBank } from '../../api/payments';
import { finnishBankOf } from '../../domain/payments/finnishBanks';
import type { Language } from '../../i18n';
import type { Database } from '../db/database';
import { BankError } from '../bankError';
import { internalAccountId, requestHash } from '../ledger/ledger';
import { bankDayIso } from '../services/bankDay';
import { accountIban, accountName, ownAccount } from '../services/ownAccounts';
import type { BankSession } from '../services/sessions';
import { instalmentAllocation, settleInstalment } from './payInstalment';

type Bank = z.output<typeof loanPaymentBank>;
type Payment = CallInput<typeof completeLoanPayment>;
type Receipt = CallOutput<typeof completeLoanPayment>;

const bankOf = (account: BankAccount) =>
  finnishBankOf(account.ExternalAccountNumber ?? account.Iban ?? '');

/**
 * Loan instalments paid from the customer's own account in another bank. The other bank approves
 * the payment on its own page (the sandbox stands in for it, as for deposits), then the money
 * arrives through the clearing account and is allocated as any instalment payment is. As with
 * deposits, the other bank's account row is not booked: that bank keeps its balance.
 */
export function createOtherBankLoanPayment(
  db: Database,
  {
    now,
    externalAccounts,
  }: { now: () => Date; externalAccounts: (customerId: string) => Promise<BankAccount[]> },
) {
  return {
    /** The banks of the customer's own accounts in other banks, each once, by name. */
    async banks(customerId: string): Promise<Bank[]> {
      const banks = new Map<string, Bank>();
      for (const account of await externalAccounts(customerId)) {
        const bank = bankOf(account);
        if (bank) banks.set(bank.bic, { Bic: bank.bic, Name: bank.name });
      }
      return [...banks.values()].sort((a, b) => a.Name.localeCompare(b.Name, 'fi'));
    },

    /** The customer's own accounts in the bank `bic`; a bank they have none in is not found. */
    async accounts(customerId: string, bic: string): Promise<BankAccount[]> {
      const inBank = (await externalAccounts(customerId)).filter(
        (account) => bankOf(account)?.bic === bic,
      );
      if (inBank.length === 0) throw new BankError('Bic', 'loans.refusals.otherBankNotFound', 404);
      return inBank;
    },

    /** Books the payment once per idempotency key; a retry answers the first receipt. */
    async pay(session: BankSession, input: Payment, language: Language): Promise<Receipt> {
      return db.transaction(async (tx) => {
        const bookingId = await settleInstalment(tx, {
          customerId: session.customerId,
          payment: input,
          kind: 'loan',
          idempotency: {
            key: input.IdempotencyKey,
            hash: requestHash({ call: 'complete-loan-payment', ...input }),
          },
          valueDate: bankDayIso(now()),
          payer: async (tx) => {
            const from = await ownAccount(
              tx,
              session.customerId,
              input.FromExternalAccountId,
              'FromExternalAccountId',
            );
            const iban = accountIban(from);
            if (from.type !== 'ExternalBankAccount' || !iban || !finnishBankOf(iban)) {
              throw new BankError(
                'FromExternalAccountId',
                'loans.refusals.notOtherBankAccount',
                422,
              );
            }
            return {
              accountId: await internalAccountId(tx, 'clearing'),
              name: accountName(from, language),
              iban,
            };
          },
        });
        const { legs, allocation } = await instalmentAllocation(tx, bookingId, input.InstallmentId);
        return {
          TransactionId: bookingId,
          BookingDate: legs[0]!.valueDate,
          Amount: allocation.Fees + allocation.Interest + allocation.Capital,
          ...allocation,
        };
      });
    },
  };
}

export type OtherBankLoanPayment = ReturnType<typeof createOtherBankLoanPayment>;
