import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { NEW_CARD_USAGE_LIMITS } from '../../domain/cards/cardApplication';
import { CARD_REGIONS } from '../../domain/cards/cards';
import { message } from '../../domain/errors/message';
import { isLanguage } from '../../i18n';
import type { OperationOwner } from '../confirmations/operation';
import type { Database } from '../db/database';
import { accounts, cardApplications, cards, customers, users } from '../db/schema';
import { nextSandboxIban } from '../opening/accountNumbers';
import { bankDayIso } from '../services/bankDay';
import { textOf } from '../texts';
import { assertStatus } from './applicationRecord';
import { renewedKycValidTo } from '../../domain/customer/kycSurvey';

/** A new card's number as the sandbox shows it: only its last four digits are real. */
const maskedCardNumber = () => `**** **** **** ${randomInt(1000, 10_000)}`;

/**
 * Makes the signed application's credit account (its limit the granted one) and a working
 * physical credit card on it for the applicant, in one transaction: the application's row is
 * locked while it does, so a second signature finds the card made and makes none. The
 * applicant's contact details and KYC answers become the customer's.
 */
export async function makeCard(
  db: Database,
  owner: OperationOwner,
  applicationId: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(cardApplications)
      .where(eq(cardApplications.id, applicationId))
      .for('update');
    if (!row || row.customerId !== owner.customerId || row.userId !== owner.userId) return;
    if (row.status === 'CardMade') return;
    assertStatus(row, (status) => status === 'Proposed');
    const [holder] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, owner.userId));
    const language = isLanguage(row.language) ? row.language : 'fi';
    const [account] = await tx
      .insert(accounts)
      .values({
        customerId: owner.customerId,
        type: 'BankAccount',
        product: 'card',
        customName: textOf(message('cardApplication.accountName'), language),
        iban: await nextSandboxIban(tx),
        creditLimit: row.grantedLimit!,
        openedAt: bankDayIso(now),
      })
      .returning({ id: accounts.id });
    const [card] = await tx
      .insert(cards)
      .values({
        customerId: owner.customerId,
        accountId: account!.id,
        holderUserId: owner.userId,
        holderName: `${holder!.firstName} ${holder!.lastName}`,
        cardTypeEnum: 'PHYSICAL_CARD',
        maskedCardNumber: maskedCardNumber(),
        productName: 'Mastercard Credit',
        creditType: 'CreditCard',
        skinCode: 'CONSUMER',
        limit: row.grantedLimit!,
        dailyLimitAtm: NEW_CARD_USAGE_LIMITS.DailyLimitATM,
        monthlyLimitAtm: NEW_CARD_USAGE_LIMITS.MonthlyLimitATM,
        dailyLimitUsage: NEW_CARD_USAGE_LIMITS.DailyLimitUsage,
        monthlyLimitUsage: NEW_CARD_USAGE_LIMITS.MonthlyLimitUsage,
        restrictions: Object.fromEntries(CARD_REGIONS.map((region) => [region, false])),
      })
      .returning({ id: cards.id });
    await tx
      .update(customers)
      .set({
        isKycVerified: true,
        kycValidTo: renewedKycValidTo(now),
        email: row.email,
        phone: row.phone,
        streetAddress: row.streetAddress,
        postalCode: row.postalCode,
        city: row.city,
      })
      .where(eq(customers.id, owner.customerId));
    await tx
      .update(cardApplications)
      .set({ status: 'CardMade', creditAccountId: account!.id, cardId: card!.id })
      .where(eq(cardApplications.id, row.id));
  });
}
