// @vitest-environment jsdom
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as auth from '../../api/auth';
import * as bank from '../../api/bank';
import * as bankPayments from '../../api/bankPayments';
import * as bankProducts from '../../api/bankProducts';
import { CONFIRMATION_TYPES, defineCall, type Call } from '../../api/call';
import { CATALOGUE } from '../../api/catalogue';
import * as loans from '../../api/loans';
import { contractDocument, operationIdOf } from './document';
import { referencePage } from './reference';

/** Opens the reference of `calls` in the test's window, as a browser would show it. */
function show(calls: readonly Call[]): Document {
  document.open();
  document.write(referencePage(contractDocument(calls, 'http://127.0.0.1:8080'), 'nonce'));
  document.close();
  return document;
}

/** Calls that between them show every kind of field, request and answer. */
const SHOWN = [
  auth.startAuthentication,
  bank.customerDetails,
  bankPayments.sepaPaymentInit,
  bankProducts.balanceCertificate,
  loans.summary,
];

const articleOf = (call: Call) => {
  const article = document.getElementById(operationIdOf(call))?.closest('article');
  if (!article) throw new Error(`No article for ${call.path}`);
  return article;
};

/** What the page says of one field of a call: its type, whether it is required, its rules. */
const fieldOf = (call: Call, name: string) => {
  const term = [...articleOf(call).querySelectorAll('dl.fields dt')].find(
    (dt) => dt.textContent === name,
  );
  return term?.nextElementSibling?.textContent?.replace(/\s+/g, ' ').trim();
};

describe('the reference page', () => {
  it('has one h1, and every call under an anchor the contents link to', () => {
    const page = show(CATALOGUE);
    expect(page.documentElement.lang).toBe('en');
    expect(page.querySelectorAll('h1')).toHaveLength(1);
    expect(page.querySelectorAll('main article')).toHaveLength(CATALOGUE.length);
    for (const call of CATALOGUE) {
      const heading = page.getElementById(operationIdOf(call));
      expect(heading?.tagName, call.path).toBe('H3');
      expect(heading?.textContent?.replace(/\s+/g, ' ').trim()).toBe(`${call.method} ${call.path}`);
      expect(page.querySelector(`nav a[href="#${operationIdOf(call)}"]`), call.path).not.toBeNull();
    }
  });

  it('groups the calls like the spec, after the ground rules', () => {
    const sections = [...show(CATALOGUE).querySelectorAll('main > section > h2')];
    expect(sections.map((h2) => h2.textContent)).toEqual([
      'Calling the bank',
      'auth',
      'bank',
      'cards',
      'loans',
      'payments',
      'loan-application',
    ]);
  });
});

describe('a call on the reference page', () => {
  beforeEach(() => {
    show(SHOWN);
  });

  it('shows each field with its type, whether it is required, its choices and its format', () => {
    expect(fieldOf(bankPayments.sepaPaymentInit, 'PaymentAmount')).toMatch(/^number, required/);
    expect(fieldOf(bankPayments.sepaPaymentInit, 'DueDate')).toBe('string (date), required');
    expect(fieldOf(bankPayments.sepaPaymentInit, 'paymentType')).toBe(
      'string, optional; one of "Sepa", "Instant"; default "Sepa"',
    );
    expect(fieldOf(bankPayments.sepaPaymentInit, 'OwnMessage')).toBe(
      'string, optional; at most 140 characters',
    );
  });

  it('names nested fields by their path, and a list’s fields item by item', () => {
    expect(fieldOf(auth.startAuthentication, 'auth.AuthId')).toBe('string (uuid), required');
    expect(fieldOf(auth.startAuthentication, 'auth.type')).toBe(
      `string, required; one of ${CONFIRMATION_TYPES.map((type) => `"${type}"`).join(', ')}`,
    );
    expect(fieldOf(bank.customerDetails, 'PhoneNumber')).toBe('object or null, required');
    expect(fieldOf(bank.customerDetails, 'PhoneNumber.Number')).toBe('string, required');
    expect(articleOf(loans.summary).textContent).toContain('A list; each item has these fields.');
    expect(fieldOf(loans.summary, 'LoanInstallmentsPublic[].DueDate')).toBe(
      'string (date), required',
    );
  });

  it('shows a GET’s query parameters, and that a download is not JSON', () => {
    const certificate = articleOf(bankProducts.balanceCertificate).textContent ?? '';
    expect(certificate).toContain('Query parameters');
    expect(fieldOf(bankProducts.balanceCertificate, 'date')).toBe('string (date), optional');
    expect(certificate).toContain('A document to download (application/pdf)');
  });

  it('says who may call, and how each refusal comes about', () => {
    const details = articleOf(bank.customerDetails);
    const access = details.querySelector('a[href="#access-view"]');
    expect(access?.textContent).toBe('view');
    expect(document.getElementById('access-view')?.textContent).toBe('view');
    const refusals = [...details.querySelectorAll('dl:not(.fields) dt')].map(
      (dt) => dt.textContent,
    );
    expect(refusals).toEqual(expect.arrayContaining(['400', '401', '403']));
    expect(details.textContent).toMatch(/card holder/);
  });
});

describe('the reference page, as a page', () => {
  it('prints the contract as text, never as markup', () => {
    const hostile = defineCall({
      group: 'bank',
      name: 'hostile',
      request: z.object({ '"><img src=x onerror=alert(1)>': z.string() }),
      response: z.object({ Ok: z.enum(['<b>yes</b>']) }),
      policy: { summary: '<script>alert(1)</script>', access: 'public' },
    });
    const page = show([hostile]);
    expect(page.querySelectorAll('script, img, b')).toHaveLength(0);
    expect(page.body.textContent).toContain('<script>alert(1)</script>');
    expect(page.body.textContent).toContain('"><img src=x onerror=alert(1)>');
    expect(page.body.textContent).toContain('one of "<b>yes</b>"');
  });

  it('axe finds nothing (contrast aside: jsdom lays nothing out)', async () => {
    const results = await axe.run(show(SHOWN), { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
