import { describe, expect, it } from 'vitest';
import * as auth from '../../api/auth';
import * as bank from '../../api/bank';
import * as bankPayments from '../../api/bankPayments';
import * as bankProducts from '../../api/bankProducts';
import type { Call } from '../../api/call';
import { CATALOGUE } from '../../api/catalogue';
import * as payments from '../../api/payments';
import { contractDocument, operationIdOf, type Operation } from './document';

const document = contractDocument(CATALOGUE, 'http://127.0.0.1:8080');

const operationOf = (call: Call): Operation => {
  const operation = document.paths[call.path]?.[call.method === 'GET' ? 'get' : 'post'];
  if (!operation) throw new Error(`${call.method} ${call.path} is not in the document`);
  return operation;
};

const statusesOf = (call: Call) => Object.keys(operationOf(call).responses);

describe('the published contract', () => {
  it('lists exactly the catalogue’s calls, each under its own method and path', () => {
    const listed = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(listed.sort()).toEqual(CATALOGUE.map((call) => `${call.method} ${call.path}`).sort());
    for (const call of CATALOGUE) expect(operationOf(call).summary).toBe(call.policy.summary);
  });

  it('names every call with its own operation id', () => {
    const ids = CATALOGUE.map(operationIdOf);
    expect(new Set(ids).size).toBe(CATALOGUE.length);
    expect(operationOf(bankPayments.sepaPaymentInit).operationId).toBe('bankSepaPaymentInit');
  });

  it('groups the calls in the spec’s order', () => {
    expect(document.tags.map((tag) => tag.name)).toEqual([
      'auth',
      'bank',
      'cards',
      'loans',
      'payments',
      'loan-application',
    ]);
  });
});

describe('who may call, from the declarations', () => {
  it('a public call promises no 401 or 403, and needs no session', () => {
    expect(statusesOf(bank.getConfig)).toEqual(['200', '400']);
    expect(operationOf(bank.getConfig).security).toContainEqual({ csrf: [] });
  });

  it('a viewing call answers 401 without a session and 403 to a card holder', () => {
    expect(statusesOf(bank.customerDetails)).toEqual(['200', '400', '401', '403']);
    expect(operationOf(bank.customerDetails).responses[403]?.description).toMatch(/card holder/);
    expect(operationOf(bank.customerDetails).security).toEqual([{ session: [], csrf: [] }]);
  });

  it('a call open to any logged-in person answers 401 but never 403', () => {
    expect(statusesOf(auth.ping)).toEqual(['200', '400', '401']);
  });

  it('a call with a rate limit says so, and answers 429 over it', () => {
    const verify = operationOf(payments.consumerVerifyPayee);
    expect(Object.keys(verify.responses)).toEqual(['200', '400', '401', '403', '429']);
    expect(verify.responses[429]?.description).toMatch(/20 calls a minute/);
  });

  it('a persons-only call says so in its 403', () => {
    const instant = operationOf(payments.sepaInstantInitConsumer);
    expect(instant.responses[403]?.description).toMatch(/only persons/);
    expect(instant['x-customer-type']).toBe('Person');
  });

  it('every refusal has the error object’s shape', () => {
    expect(document.components.schemas.Error).toMatchObject({
      type: 'object',
      properties: { ModelState: { additionalProperties: { type: 'string' } } },
      required: ['ModelState', 'status'],
    });
    for (const call of CATALOGUE) {
      const refusals = Object.entries(operationOf(call).responses).filter(
        ([status]) => status !== '200',
      );
      for (const [, refusal] of refusals) {
        expect(refusal.content['application/json']?.schema).toEqual({
          $ref: '#/components/schemas/Error',
        });
      }
    }
  });

  it('declares the session cookie and the CSRF header as security schemes', () => {
    expect(document.components.securitySchemes).toMatchObject({
      session: { type: 'apiKey', in: 'cookie', name: 'vp_session' },
      csrf: { type: 'apiKey', in: 'header', name: 'x-requested-with' },
    });
  });
});

describe('the bank’s policy, as extensions', () => {
  it('a confirmed operation names its confirmation; a command the data it changes', () => {
    expect(operationOf(bankPayments.sepaPaymentInit)).toMatchObject({
      'x-access': 'act',
      'x-confirmation': 'SepaPayment',
    });
    expect(operationOf(bankPayments.sepaPaymentComplete)['x-changes']).toEqual(
      bankPayments.sepaPaymentComplete.policy.changes,
    );
  });

  it('a read names what it reads and how long it may be kept', () => {
    expect(operationOf(bankProducts.termDepositCalc)).toMatchObject({
      'x-reads': ['termDepositOffers'],
      'x-cache': 'long',
    });
    expect(operationOf(bank.accounts)['x-cache']).toBe('default');
    expect(operationOf(bankPayments.sepaPaymentInit)).not.toHaveProperty('x-cache');
  });
});

describe('schemas on the wire', () => {
  it('money is decimal euros, a number on the wire', () => {
    const body = operationOf(bankPayments.sepaPaymentInit).requestBody;
    expect(body?.required).toBe(true);
    expect(body?.content['application/json']?.schema?.properties?.PaymentAmount).toMatchObject({
      type: 'number',
    });
  });

  it('a GET takes its request as query parameters', () => {
    expect(operationOf(bankProducts.balanceCertificate).parameters).toEqual([
      expect.objectContaining({ name: 'accountId', in: 'query', required: true }),
      expect.objectContaining({ name: 'date', in: 'query', required: false }),
    ]);
    expect(operationOf(bankProducts.balanceCertificate)).not.toHaveProperty('requestBody');
  });

  it('a call without a payload may leave its body out', () => {
    expect(operationOf(bank.accounts).requestBody?.required).toBe(false);
  });

  it('a download answers a PDF, not JSON', () => {
    expect(operationOf(bankProducts.balanceCertificate).responses[200]?.content).toEqual({
      'application/pdf': {},
    });
  });

  it('every schema stands on its own: the only reference is to the error object', () => {
    const references = JSON.stringify(document.paths).match(/"\$ref":"[^"]*"/g) ?? [];
    expect(new Set(references)).toEqual(new Set(['"$ref":"#/components/schemas/Error"']));
    expect(JSON.stringify(document.paths)).not.toMatch(/"\$(schema|defs)"/);
  });
});
