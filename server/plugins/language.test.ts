import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { language } from './language';

async function languageOfRequest(headers: Record<string, string>) {
  const app = Fastify();
  await app.register(cookie);
  await app.register(language);
  app.get('/', (request) => ({ language: request.language }));
  const response = await app.inject({ method: 'GET', url: '/', headers });
  await app.close();
  return response.json<{ language: string }>().language;
}

describe('the language the bank answers in', () => {
  it('is the one the customer chose in the web bank, whatever the browser’s language', async () => {
    expect(
      await languageOfRequest({ cookie: 'language=sv', 'accept-language': 'en-US,en;q=0.9' }),
    ).toBe('sv');
  });

  it('is the browser’s first language the bank speaks when the customer has not chosen', async () => {
    expect(await languageOfRequest({ 'accept-language': 'de-DE,en;q=0.8,fi;q=0.5' })).toBe('en');
  });

  it('is Finnish when neither the choice nor the browser names a language of the bank', async () => {
    expect(await languageOfRequest({ cookie: 'language=de', 'accept-language': 'de' })).toBe('fi');
  });
});
