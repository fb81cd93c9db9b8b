import type { CustomerType } from '../../domain/catalogue/enumerations';
import { message } from '../../domain/errors/message';
import type { Language } from '../../i18n';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { accounts } from '../db/schema';
import {
  toAccountDetails,
  type AccountDetails,
  type AccountOwner,
} from '../accounts/accountDetails';
import { nextSandboxIban } from './accountNumbers';
import { bankDayIso } from '../services/bankDay';
import { accountOpenedEarlier } from './openingRequests';
import type { Idempotency } from '../ledger/ledger';
import { textOf } from '../texts';

export type OpenedProduct = 'payment' | 'savings';

/** The name a new account gets unless the customer gives one, in the customer's language. */
function defaultName(product: OpenedProduct, type: CustomerType, language: Language): string {
  return textOf(message(`opening.names.${product}${type}`), language);
}

export type Rates = Pick<Config, 'SAVINGS_RATE' | 'CORPORATE_SAVINGS_RATE'>;

/** The yearly rate a new account of the product earns: savings by customer type, payment none. */
export function openingRate(product: OpenedProduct, type: CustomerType, rates: Rates): number {
  if (product === 'payment') return 0;
  return type === 'Person' ? rates.SAVINGS_RATE : rates.CORPORATE_SAVINGS_RATE;
}

export function createAccountOpeningService(db: Database, rates: Rates, now: () => Date) {
  return {
    /** Opens an empty account of the sandbox bank with a new account number. */
    async open(
      owner: AccountOwner,
      product: OpenedProduct,
      customName: string | undefined,
      idempotency: Idempotency,
      language: Language,
    ): Promise<AccountDetails> {
      const row = await db.transaction(async (tx) => {
        const iban = await nextSandboxIban(tx);
        const earlier = await accountOpenedEarlier(tx, owner.customerId, idempotency);
        if (earlier) return earlier;
        const [inserted] = await tx
          .insert(accounts)
          .values({
            customerId: owner.customerId,
            type: 'BankAccount',
            product,
            customName: customName || defaultName(product, owner.customerType, language),
            iban,
            interestRate: openingRate(product, owner.customerType, rates),
            openedAt: bankDayIso(now()),
            openingKey: idempotency.key,
            openingRequestHash: idempotency.hash,
          })
          .returning();
        if (!inserted) throw new Error('The new account was not written');
        return inserted;
      });
      return toAccountDetails(row, 0, owner, 0);
    },
  };
}

export type AccountOpeningService = ReturnType<typeof createAccountOpeningService>;
