import { subDays } from 'date-fns';
import { and, desc, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AIS_PATHS,
  type aisAccounts,
  type aisBalances,
  type aisTransactions,
} from '../../api/openBanking';
import { centsToEuros } from '../../domain/money/money';
import {
  readRefusal,
  TRANSACTION_HISTORY_DAYS,
  type ConsentAccess,
} from '../../domain/openBanking/consent';
import { ownAccountWithBalance } from '../accounts/accountList';
import { BankError } from '../bankError';
import { accounts, postings } from '../db/schema';
import { bankDayIso } from '../services/bankDay';
import { grantOf, type ConsentService } from './consents';

const amountOf = (cents: number) => ({
  currency: 'EUR' as const,
  amount: centsToEuros(cents).toFixed(2),
});

const BEARER = /^Bearer ([\w-]{1,200})$/;
const resourceId = z.uuid();

/**
 * The account information service a provider reads with its consent's token
 * (`Authorization: Bearer …`): only the accounts and the access the customer consented to, only
 * while the consent is accepted and valid. Outside `/api/`: no session, no cookie, no CSRF header.
 */
export function serveAccountInformation(app: FastifyInstance, consents: ConsentService) {
  const { db } = app;

  /** The consent behind the request's token, allowed to read `access` (of one account). */
  async function allowed(request: FastifyRequest, access: ConsentAccess, account?: string) {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    const consent = token ? await consents.byToken(token) : undefined;
    if (!consent) throw new BankError('Authorization', 'consents.refusals.unknownToken', 401);
    // An address that is no account id names no consented account.
    const accountId = account === undefined || resourceId.safeParse(account).success ? account : '';
    const refusal = readRefusal(grantOf(consent), app.now(), { access, accountId });
    if (refusal) {
      const status = refusal.key === 'consents.refusals.notValid' ? 401 : 403;
      throw new BankError(status === 401 ? 'Authorization' : 'resourceId', refusal, status);
    }
    // Accepted, so decided by the customer her identification bound it to.
    return { consent, customerId: consent.customerId! };
  }

  async function account(customerId: string, accountId: string) {
    const found = await ownAccountWithBalance(db, customerId, accountId);
    if (!found?.row.iban)
      throw new BankError('resourceId', 'consents.refusals.accountNotConsented', 403);
    return found;
  }

  app.get(AIS_PATHS.accounts, async (request): Promise<z.input<typeof aisAccounts>> => {
    const { consent, customerId } = await allowed(request, 'accounts');
    const rows = await db
      .select()
      .from(accounts)
      .where(
        and(
          eq(accounts.customerId, customerId),
          inArray(accounts.id, consent.accountIds),
          isNull(accounts.closedAt),
        ),
      );
    return {
      accounts: rows.map((row) => ({
        resourceId: row.id,
        iban: row.iban ?? '',
        currency: 'EUR',
        name: row.customName ?? '',
      })),
    };
  });

  app.get<{ Params: { resourceId: string } }>(
    AIS_PATHS.balances,
    async (request): Promise<z.input<typeof aisBalances>> => {
      const { customerId } = await allowed(request, 'balances', request.params.resourceId);
      const { row, balance } = await account(customerId, request.params.resourceId);
      return {
        account: { iban: row.iban! },
        balances: [
          {
            balanceType: 'closingBooked',
            balanceAmount: amountOf(balance),
            referenceDate: bankDayIso(app.now()),
          },
        ],
      };
    },
  );

  app.get<{ Params: { resourceId: string } }>(
    AIS_PATHS.transactions,
    async (request): Promise<z.input<typeof aisTransactions>> => {
      const { customerId } = await allowed(request, 'transactions', request.params.resourceId);
      const { row } = await account(customerId, request.params.resourceId);
      const since = bankDayIso(subDays(app.now(), TRANSACTION_HISTORY_DAYS));
      const booked = await db
        .select()
        .from(postings)
        .where(and(eq(postings.accountId, row.id), gte(postings.valueDate, since)))
        .orderBy(desc(postings.valueDate), desc(postings.createdAt))
        .limit(1000);
      return {
        account: { iban: row.iban! },
        transactions: {
          booked: booked.map((posting) => ({
            transactionId: posting.id,
            bookingDate: posting.valueDate,
            transactionAmount: amountOf(posting.amount),
            ...(posting.counterpartyName && { counterpartyName: posting.counterpartyName }),
            ...(posting.message && { remittanceInformationUnstructured: posting.message }),
          })),
        },
      };
    },
  );
}
