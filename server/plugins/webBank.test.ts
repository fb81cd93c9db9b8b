import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../api/apiError';
import { parsePageAnswers } from '../../api/pageAnswers';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { OpenDatabase } from '../db/database';
import { openEmptyTestDatabase } from '../testing/testBank';
import type { FastifyInstance } from 'fastify';

const shell = `<!doctype html><html><head><meta property="csp-nonce" nonce="__CSP_NONCE__"><meta name="bank-brand" content="__BRAND__"><script type="module" nonce="__CSP_NONCE__" src="/assets/main.js"></script></head><body><div id="root"></div><!--page-answers--></body></html>`;

let app: FastifyInstance;
let database: OpenDatabase;

beforeAll(async () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'web-bank-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), shell);
  writeFileSync(
    join(webRoot, 'login-purple.html'),
    shell.replace('<div id="root"></div>', '<div id="root"><h1>Kirjaudu</h1></div>'),
  );
  writeFileSync(
    join(webRoot, 'company-loan-purple.html'),
    shell.replace('<div id="root"></div>', '<div id="root"><h1>Yrityslainahakemus</h1></div>'),
  );
  writeFileSync(join(webRoot, 'assets/main.js'), 'console.log(1)');
  database = await openEmptyTestDatabase();
  app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', BRAND: 'purple' }),
    db: database.db,
    webRoot,
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const nonceOf = (policy: unknown) => String(policy).match(/'nonce-([^']+)'/)?.[1];

describe('serving the web bank', () => {
  it('gives every page this response’s nonce, the one its CSP allows, and the configured brand', async () => {
    const response = await app.inject({ method: 'GET', url: '/bank/home' });
    const nonce = nonceOf(response.headers['content-security-policy']);
    expect(nonce).toBeTruthy();
    expect(response.body).not.toContain('__CSP_NONCE__');
    expect(response.body.match(/nonce="([^"]+)"/g)).toEqual([
      `nonce="${nonce}"`,
      `nonce="${nonce}"`,
    ]);
    expect(response.body).toContain('<meta name="bank-brand" content="purple">');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sends the login page prerendered for the configured brand', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/bank/login?error=authentication_aborted',
    });
    expect(response.body).toContain('<h1>Kirjaudu</h1>');
  });

  it('writes the calculator’s answer into the landing page, and no answers into other pages', async () => {
    const landing = await app.inject({ method: 'GET', url: '/landing/loan-application' });
    const carried = /<script type="application\/json" id="page-answers">([^<]*)<\/script>/.exec(
      landing.body,
    );
    const answer = await app.inject({
      method: 'GET',
      url: '/api/loan-application/calculator',
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    });
    expect(parsePageAnswers(carried?.[1])).toEqual({ calculator: answer.json() });
    const home = await app.inject({ method: 'GET', url: '/bank/home' });
    expect(home.body).not.toContain('page-answers');
  });

  it('sends the company loan page prerendered, carrying its calculator’s data for the default loan', async () => {
    const companyLoan = await app.inject({
      method: 'GET',
      url: '/landing/company-loan-application',
    });
    expect(companyLoan.body).toContain('<h1>Yrityslainahakemus</h1>');
    const carried = /<script type="application\/json" id="page-answers">([^<]*)<\/script>/.exec(
      companyLoan.body,
    );
    const answer = await app.inject({
      method: 'GET',
      url: '/api/loan-application/company-calcdata?loanType=NormalLoan',
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    });
    expect(parsePageAnswers(carried?.[1])).toEqual({ 'company-calcdata': answer.json() });
  });

  it('serves hashed assets with a long cache, and answers the API’s 404 for unknown files', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/main.js' });
    expect(asset.statusCode).toBe(200);
    expect(String(asset.headers['cache-control'])).toMatch(/immutable/);
    const missing = await app.inject({ method: 'GET', url: '/assets/nope.js' });
    expect(missing.statusCode).toBe(404);
  });
});
