import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as auth from '../../api/auth';
import * as bankAccounts from '../../api/bankAccounts';
import * as bankPayments from '../../api/bankPayments';
import * as bankProducts from '../../api/bankProducts';
import { isQuery, type Call } from '../../api/call';
import { CATALOGUE } from '../../api/catalogue';
import { companyCookie } from '../testing/companySession';
import { AINO, JUKKA } from '../testing/money';
import { draftFor, today } from '../testing/payments';
import { startTestBank, TEST_PUBLIC_URL, type TestBank } from '../testing/testBank';
import { operationIdOf, type ContractDocument, type JsonSchema, type Operation } from './document';

let bank: TestBank;
let document: ContractDocument;
let aino: string;
let ainosAccountId: string;

const ajv = new Ajv2020({ allErrors: true });
addFormats.default(ajv);

beforeAll(async () => {
  bank = await startTestBank();
  // As a partner's tool fetches it: no session, no CSRF header.
  document = (await bank.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  aino = await bank.cookieFor(AINO);
  const accounts = (await bank.call({ url: '/api/bank/accounts', cookie: aino })).json();
  ainosAccountId = accounts.find(
    (account: { IsPaymentAccount: boolean }) => account.IsPaymentAccount,
  ).Id;
});
afterAll(() => bank.close());

const aMonthAgo = () => new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);

const operationOf = (call: Call): Operation =>
  document.paths[call.path]![call.method === 'GET' ? 'get' : 'post']!;

/** The problems the published contract finds in a value; none when it is valid. */
function problems(schema: JsonSchema | undefined, value: unknown): string[] {
  const validate = ajv.compile(schema ?? {});
  return validate(value)
    ? []
    : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
}

const requestProblems = (call: Call, wire: unknown) =>
  problems(operationOf(call).requestBody?.content['application/json']?.schema, wire);

const answerProblems = (call: Call, body: unknown) =>
  problems(operationOf(call).responses[200]?.content['application/json']?.schema, body);

describe('the published contract', () => {
  it('is public: served without a session or the CSRF header, and cacheable', async () => {
    const response = await bank.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(document.openapi).toBe('3.1.1');
    expect(document.servers).toEqual([{ url: TEST_PUBLIC_URL }]);
    expect(Object.keys(document.paths)).toHaveLength(new Set(CATALOGUE.map((c) => c.path)).size);
  });

  it('is not a call: the bank serves exactly its catalogue besides it', () => {
    expect([...bank.app.servedCalls].sort()).toEqual(
      CATALOGUE.map((call) => `${call.method} ${call.path}`).sort(),
    );
  });
});

describe('requests the web bank sends are valid against the contract, and the bank takes them', () => {
  it('a payment draft, euros as a number', async () => {
    const wire = z.encode(bankPayments.sepaPaymentInit.request, {
      ...draftFor(ainosAccountId),
      PaymentAmount: 1250,
      saveReceiverToList: false,
      paymentType: 'Sepa',
    } as z.output<typeof bankPayments.sepaPaymentInit.request>);
    expect(wire.PaymentAmount).toBe(12.5);
    expect(requestProblems(bankPayments.sepaPaymentInit, wire)).toEqual([]);
    const init = await bank.call({
      url: bankPayments.sepaPaymentInit.path,
      cookie: aino,
      body: wire,
    });
    expect(init.statusCode).toBe(200);

    const confirmation = z.encode(auth.startAuthentication.request, {
      auth: {
        nextUrl: '/bank/payments/done',
        errorUrl: '/bank/payments/error',
        cancelUrl: '/bank/payments',
        AuthId: init.json().SessionId,
        type: 'SepaPayment',
      },
    });
    expect(requestProblems(auth.startAuthentication, confirmation)).toEqual([]);
    const started = await bank.call({
      url: auth.startAuthentication.path,
      cookie: aino,
      body: confirmation,
    });
    expect(started.statusCode).toBe(200);
  });

  it('a range of transactions', async () => {
    const wire = z.encode(bankAccounts.sepaAccountTransactions.request, {
      accountId: ainosAccountId,
      start: aMonthAgo(),
      end: today(),
    });
    expect(requestProblems(bankAccounts.sepaAccountTransactions, wire)).toEqual([]);
    const response = await bank.call({
      url: bankAccounts.sepaAccountTransactions.path,
      cookie: aino,
      body: wire,
    });
    expect(response.statusCode).toBe(200);
  });

  it('a certificate’s query, each parameter as the URL carries it', async () => {
    const company = await companyCookie(bank, JUKKA);
    const accounts = (
      await bank.call({ url: '/api/bank/company-accounts', cookie: company })
    ).json();
    const query = { accountId: accounts[0].Id, date: today() };
    for (const parameter of operationOf(bankProducts.balanceCertificate).parameters ?? []) {
      expect(problems(parameter.schema, query[parameter.name as keyof typeof query])).toEqual([]);
    }
    const response = await bank.call({
      method: 'GET',
      url: `${bankProducts.balanceCertificate.path}?${new URLSearchParams(query)}`,
      cookie: company,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
  });

  it('euros written as text break the contract as they break the bank', async () => {
    const wire = { ...draftFor(ainosAccountId), PaymentAmount: '12,50' };
    expect(requestProblems(bankPayments.sepaPaymentInit, wire)).toEqual([
      '/PaymentAmount must be number',
    ]);
    const response = await bank.call({
      url: bankPayments.sepaPaymentInit.path,
      cookie: aino,
      body: wire,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().ModelState)).toEqual(['PaymentAmount']);
  });
});

describe('answers the bank gives are valid against the contract', () => {
  // Every read a person may make without input: enough to cover accounts, loans, customer data.
  // A broker's reads are Aino's to be refused; the broker's own test checks their answers.
  const reads = CATALOGUE.filter(
    (call) =>
      isQuery(call) &&
      call.policy.customerType !== 'Company' &&
      call.policy.access !== 'broker' &&
      call.request.safeParse({}).success,
  );

  it.each(reads.map((call) => [call.path, call] as const))('%s', async (_path, call) => {
    const response = await bank.call({ method: call.method, url: call.path, cookie: aino });
    expect(response.statusCode).toBe(200);
    expect(answerProblems(call, response.json())).toEqual([]);
  });
});

describe('the reference page', () => {
  let response: Awaited<ReturnType<TestBank['app']['inject']>>;

  beforeAll(async () => {
    // As a browser opens it: no session, no CSRF header.
    response = await bank.app.inject({ method: 'GET', url: '/api/reference' });
  });

  it('is served without a session, as HTML in English with one h1 and no script', () => {
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toMatch(/^<!doctype html>\s*<html lang="en">/);
    expect(response.body.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(response.body).not.toMatch(/<script/i);
  });

  it('prints every call’s path under an anchor the contents link to', () => {
    for (const call of CATALOGUE) {
      const id = operationIdOf(call);
      expect(response.body, call.path).toContain(`<code>${call.path}</code>`);
      expect(response.body, call.path).toContain(`id="${id}"`);
      expect(response.body, call.path).toContain(`href="#${id}"`);
    }
  });

  it('styles itself with this response’s CSP nonce, so the policy lets the styles apply', () => {
    const nonce = /<style nonce="([^"]+)">/.exec(response.body)?.[1];
    expect(nonce).toBeTruthy();
    expect(response.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
    // A cached copy would hand one nonce to every reader.
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
