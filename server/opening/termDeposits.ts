import { addMonths } from 'date-fns';
import { toIsoDate } from '../../domain/dates/dates';
import { message } from '../../domain/errors/message';
import { centsToEuros, eurosToCents, type Cents } from '../../domain/money/money';
import type { Language } from '../../i18n';
import {
  termDepositInterest,
  termDepositRate,
  type TermDepositOffer,
} from '../../domain/accounts/termDeposit';
import type { Database } from '../db/database';
import { accounts } from '../db/schema';
import { balanceOf, postBooking, requestHash } from '../ledger/ledger';
import { accountOpenedEarlier } from './openingRequests';
import { BankError } from '../bankError';
import { ownAccountWithBalance } from '../accounts/accountList';
import {
  readAccountDetails,
  type AccountDetails,
  type AccountOwner,
} from '../accounts/accountDetails';
import { nextSandboxIban } from './accountNumbers';
import { bankDay, bankDayIso } from '../services/bankDay';
import { TERM_DEPOSIT_MAX_EUROS, termDepositOffers } from './termDepositOffers';
import { textOf } from '../texts';

export interface TermDepositQuote {
  Amount: Cents;
  DurationInMonths: number;
  InterestRate: number;
  InterestAtMaturity: Cents;
  MaturityDate: string;
}

export interface TermDepositOrder {
  Amount: Cents;
  DurationInMonths: number;
  SourceAccountId: string;
  /** The client's key: a retried opening opens one deposit. */
  IdempotencyKey: string;
}

/** The booking that moves the deposit from the payment account onto the term deposit. */
export const TERM_DEPOSIT_OPENING_KIND = 'termDepositOpening';

export function createTermDepositService(db: Database, configuredRate: number, now: () => Date) {
  const offers: readonly TermDepositOffer[] = termDepositOffers(configuredRate);
  const durations = new Set(offers.map((offer) => offer.DurationInMonths));
  const minEuros = Math.min(...offers.map((offer) => offer.Amount));
  const atLeastMinimum = message('errors.validation.atLeast', { amount: eurosToCents(minEuros) });

  /** The offer for an amount and a term starting today; refuses what the price list lacks. */
  function quote(amount: Cents, months: number): TermDepositQuote {
    if (!durations.has(months)) {
      throw new BankError('DurationInMonths', 'opening.refusals.unofferedDuration', 400);
    }
    if (amount < eurosToCents(minEuros)) throw new BankError('Amount', atLeastMinimum, 400);
    if (amount > eurosToCents(TERM_DEPOSIT_MAX_EUROS)) {
      throw new BankError(
        'Amount',
        message('errors.validation.atMost', { amount: eurosToCents(TERM_DEPOSIT_MAX_EUROS) }),
        400,
      );
    }
    const rate = termDepositRate(offers, centsToEuros(amount), months);
    if (rate === null) throw new BankError('Amount', atLeastMinimum, 400);
    return {
      Amount: amount,
      DurationInMonths: months,
      InterestRate: rate,
      InterestAtMaturity: termDepositInterest(amount, rate, months),
      MaturityDate: toIsoDate(addMonths(bankDay(now()), months)),
    };
  }

  return {
    offers: () => ({ Items: [...offers] }),

    quote,

    /**
     * Opens the term deposit and funds it from the customer's payment account in one booking:
     * the account and the money appear together or not at all (too little money: 422 on Amount).
     * The deposit is named in the customer's `language` ('Määräaikaistalletus 12 kk').
     */
    async open(
      owner: AccountOwner,
      order: TermDepositOrder,
      language: Language,
    ): Promise<AccountDetails> {
      const offer = quote(order.Amount, order.DurationInMonths);
      const instant = now();
      const today = bankDayIso(instant);
      const idempotency = { key: order.IdempotencyKey, hash: requestHash(order) };
      const depositId = await db.transaction(async (tx) => {
        // The numbering lock (nextSandboxIban) also serialises a retried opening with its twin.
        const iban = await nextSandboxIban(tx);
        const earlier = await accountOpenedEarlier(tx, owner.customerId, idempotency);
        if (earlier) return earlier.id;
        const source = await ownAccountWithBalance(tx, owner.customerId, order.SourceAccountId);
        if (!source) throw new BankError('SourceAccountId', 'errors.account_not_found', 404);
        const { row } = source;
        if (row.type !== 'BankAccount' || row.product !== 'payment' || row.closedAt !== null) {
          throw new BankError('SourceAccountId', 'opening.refusals.sourceNotPaymentAccount', 400);
        }
        const name = textOf(
          message('opening.names.termDeposit', { months: offer.DurationInMonths }),
          language,
        );
        const [deposit] = await tx
          .insert(accounts)
          .values({
            customerId: owner.customerId,
            type: 'TermDeposit',
            product: 'termDeposit',
            customName: name,
            iban,
            interestRate: offer.InterestRate,
            termDepositAmount: offer.Amount,
            termDepositExpires: offer.MaturityDate,
            openedAt: today,
            openingKey: idempotency.key,
            openingRequestHash: idempotency.hash,
          })
          .returning({ id: accounts.id });
        if (!deposit) throw new Error('The term deposit was not written');
        await postBooking(
          tx,
          {
            kind: TERM_DEPOSIT_OPENING_KIND,
            valueDate: today,
            customerId: owner.customerId,
            legs: [
              {
                accountId: row.id,
                amount: -offer.Amount,
                transactionType: 'Transfer',
                counterpartyName: name,
                counterpartyIban: iban,
              },
              {
                accountId: deposit.id,
                amount: offer.Amount,
                transactionType: 'Transfer',
                counterpartyName: row.customName ?? row.iban,
                counterpartyIban: row.iban,
              },
            ],
          },
          { amountField: 'Amount' },
        );
        // The ledger lets an account with credit go below zero; a deposit is never made on credit.
        if ((await balanceOf(tx, row.id)) < 0) {
          throw new BankError('Amount', 'errors.insufficient_funds', 422);
        }
        return deposit.id;
      });
      return readAccountDetails(db, owner, depositId, instant);
    },
  };
}

export type TermDepositService = ReturnType<typeof createTermDepositService>;
