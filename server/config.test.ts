import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { brandIds } from '../themes/nodeBrands';
import { ConfigError, loadConfig } from './config';

describe('configuration from the environment', () => {
  it('has working defaults for a sandbox on this machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 8080,
      PUBLIC_URL: 'http://127.0.0.1:8080',
      BRAND: 'green',
      SESSION_IDLE_SECONDS: 300,
      COOKIE_SECURE: false,
      TERM_DEPOSIT_RATE: 2.2,
      SAVINGS_RATE: 1.5,
      CORPORATE_SAVINGS_RATE: 1.25,
      PARTNER_CORPORATE_SAVINGS_RATE: 1.25,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('makes cookies Secure behind an https address', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://pankki.example/' })).toMatchObject({
      PUBLIC_URL: 'https://pankki.example',
      COOKIE_SECURE: true,
    });
  });

  it.each(brandIds)('accepts the %s brand, as every file in themes/brands/', (brand) => {
    expect(loadConfig({ BRAND: brand }).BRAND).toBe(brand);
  });

  it('refuses a brand that has no file, naming those that have', () => {
    expect(() => loadConfig({ BRAND: 'pink' })).toThrow(
      `BRAND: is not a brand: one of ${brandIds.join(', ')} (the files in themes/brands/)`,
    );
  });

  it('starts an in-memory bank from a snapshot file, and only an in-memory bank', () => {
    const snapshot = fileURLToPath(import.meta.url);
    expect(loadConfig({ DATA_DIR: ':memory:', DATA_SNAPSHOT: snapshot }).DATA_SNAPSHOT).toBe(
      snapshot,
    );
    expect(() => loadConfig({ DATA_SNAPSHOT: snapshot })).toThrow(
      'DATA_SNAPSHOT: is for an in-memory bank only',
    );
    expect(() => loadConfig({ DATA_DIR: ':memory:', DATA_SNAPSHOT: '/no/such.tar' })).toThrow(
      'DATA_SNAPSHOT: names no file',
    );
  });

  it('stops with a message naming every bad variable', () => {
    const bad = () => loadConfig({ PORT: 'eighty', BRAND: 'pink', DATABASE_URL: 'mysql://x' });
    expect(bad).toThrow(ConfigError);
    const message = (() => {
      try {
        bad();
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    for (const name of ['PORT', 'BRAND', 'DATABASE_URL']) expect(message).toContain(name);
  });

  it('needs the client secret when an identification broker is configured', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://broker.example' })).toThrow(
      /OIDC_CLIENT_SECRET/,
    );
  });

  it('serves no metrics unless METRICS_PORT is set, and then on loopback unless told', () => {
    expect(loadConfig({}).METRICS_PORT).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' })).toMatchObject({
      METRICS_PORT: 9464,
      METRICS_HOST: '127.0.0.1',
    });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).METRICS_HOST).toBe(
      '0.0.0.0',
    );
  });

  it('refuses metrics on the public port, or on a port that is none', () => {
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(
      'METRICS_PORT: must differ from PORT',
    );
    expect(() => loadConfig({ METRICS_PORT: 'prometheus' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
  });
  it('keeps the sandbox clock off unless asked, and refuses it in production', () => {
    expect(loadConfig({}).SANDBOX_CLOCK).toBe(false);
    expect(loadConfig({ SANDBOX_CLOCK: 'true' }).SANDBOX_CLOCK).toBe(true);
    const secret = 'x'.repeat(16);
    for (const [production, mark] of [
      [{ PUBLIC_URL: 'https://pankki.example' }, 'PUBLIC_URL is https'],
      [{ COOKIE_SECURE: 'true' }, 'COOKIE_SECURE=true'],
      [{ OIDC_ISSUER: 'https://broker.example', OIDC_CLIENT_SECRET: secret }, 'OIDC_ISSUER is set'],
      [{ NODE_ENV: 'production' }, 'NODE_ENV=production'],
    ] as const) {
      expect(() => loadConfig({ SANDBOX_CLOCK: 'true', ...production })).toThrow(
        `SANDBOX_CLOCK: is for a sandbox only, and this configuration is production's: ${mark}`,
      );
      expect(loadConfig(production).SANDBOX_CLOCK).toBe(false);
    }
  });
});
