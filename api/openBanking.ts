/**
 * Open banking (PSD2 account information) as the catalogue's auth calls: a third-party provider
 * registered in the sandbox asks for access (`open-banking-init`, from its server), the customer
 * sees who asks for what (`open-banking-consent-info`), identifies strongly
 * (`open-banking-auth-start`, the broker's return at `open-banking-auth-complete`) and decides
 * (`consent-accept` / `consent-reject`, api/consents.ts). The provider then reads with the
 * consent's token from the account information service below, outside `/api/`.
 */
import { z } from 'zod';
import { CONSENT_ACCESS, CONSENT_STATUSES } from '../domain/openBanking/consent';
import { code } from '../domain/errors/message';
import { brokerAnswer } from './auth';
import { defineCall, type CallGroup } from './call';
import { entityId } from './wire';

const group: CallGroup = 'auth';

const consentAccess = z.enum(CONSENT_ACCESS, { error: code('errors.validation.invalidChoice') });

/** OAuth's `state`: the provider's own value, handed back unchanged on its redirect address. */
const providerState = z
  .string()
  .min(1, code('errors.validation.required'))
  .max(200, code('errors.validation.tooLong', { max: 200 }))
  .regex(/^[\w.~-]+$/, code('errors.validation.invalidFormat'));

export const openBankingInit = defineCall({
  group,
  name: 'open-banking-init',
  request: z.object({
    ClientId: z.string().min(1, code('errors.validation.required')).max(100),
    ClientSecret: z.string().min(1, code('errors.validation.required')).max(200),
    /** Exactly the address the provider registered. */
    RedirectUri: z.string().min(1, code('errors.validation.required')).max(2000),
    Access: z.array(consentAccess).min(1, code('errors.validation.required')).max(3),
    State: providerState,
  }),
  response: z.object({
    ConsentId: z.uuid(),
    /** The provider's key to the account information service once the customer accepts. */
    ConsentToken: z.string(),
    /** Where the provider sends the customer's browser to decide. */
    AuthorisationUrl: z.string(),
    ConsentStatus: z.enum(CONSENT_STATUSES),
  }),
  policy: {
    summary:
      'A registered third-party provider asks for access to a customer’s accounts (from its server, with its client secret).',
    access: 'public',
    perMinute: 20,
  },
});

const consentRef = z.object({ ConsentId: entityId });

export const openBankingConsentInfo = defineCall({
  group,
  name: 'open-banking-consent-info',
  request: consentRef,
  response: z.object({
    ConsentId: z.uuid(),
    ProviderName: z.string(),
    Access: z.array(consentAccess),
    Status: z.enum(CONSENT_STATUSES),
    /** How long the consent will last once accepted. */
    ValidDays: z.int(),
  }),
  policy: {
    summary:
      'Who asks for what: the provider and the access of a consent request (nothing of the customer’s).',
    access: 'public',
    // Read where the decision is made, and left with it: a decision need not refetch it.
    reads: [],
    cache: 'never',
  },
});

export const openBankingAuthStart = defineCall({
  group,
  name: 'open-banking-auth-start',
  request: consentRef,
  response: z.object({ SessionId: z.string(), IdentificationUrl: z.string() }),
  policy: {
    summary:
      'Starts the customer’s strong identification for a consent request; answers where to send the browser.',
    access: 'public',
  },
});

export const openBankingAuthComplete = defineCall({
  group,
  name: 'open-banking-auth-complete',
  request: brokerAnswer,
  response: z.object({ ConsentId: z.uuid() }),
  policy: {
    summary:
      'Completes the identification with the broker’s answer: the request becomes the customer’s to decide, and her session starts.',
    access: 'public',
  },
});

/** The account information service: Berlin Group's shapes, amounts as decimal strings. */
export const AIS_PATHS = {
  accounts: '/psd2/v1/accounts',
  balances: '/psd2/v1/accounts/:resourceId/balances',
  transactions: '/psd2/v1/accounts/:resourceId/transactions',
} as const;

const amount = z.object({ currency: z.literal('EUR'), amount: z.string() });

export const aisAccount = z.object({
  resourceId: z.uuid(),
  iban: z.string(),
  currency: z.literal('EUR'),
  name: z.string(),
});

export const aisAccounts = z.object({ accounts: z.array(aisAccount) });

export const aisBalances = z.object({
  account: z.object({ iban: z.string() }),
  balances: z.array(
    z.object({
      balanceType: z.literal('closingBooked'),
      balanceAmount: amount,
      referenceDate: z.iso.date(),
    }),
  ),
});

export const aisTransactions = z.object({
  account: z.object({ iban: z.string() }),
  transactions: z.object({
    booked: z.array(
      z.object({
        transactionId: z.uuid(),
        bookingDate: z.iso.date(),
        transactionAmount: amount,
        counterpartyName: z.string().optional(),
        remittanceInformationUnstructured: z.string().optional(),
      }),
    ),
  }),
});
