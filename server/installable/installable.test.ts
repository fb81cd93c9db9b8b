import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { brandIds, themeFor } from '../../themes/nodeBrands';
import { registerSecurityHeaders } from '../plugins/security';
import { serveWebBank } from '../plugins/webBank';

const shell = (script: string) =>
  `<!doctype html><html><head><script type="module" nonce="__CSP_NONCE__" src="/assets/${script}"></script></head><body><div id="root"></div></body></html>`;

const servers: FastifyInstance[] = [];
afterAll(() => Promise.all(servers.map((server) => server.close())));

/** The web bank of one brand, from a build whose page loads `script`. */
async function webBank(brand: string, script = 'main-a1.js'): Promise<FastifyInstance> {
  const webRoot = mkdtempSync(join(tmpdir(), 'installable-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), shell(script));
  writeFileSync(join(webRoot, 'sw.js'), 'const CACHE = `bank-__BANK_VERSION__`;');
  const app = Fastify();
  await registerSecurityHeaders(app, false);
  await serveWebBank(app, webRoot, brand);
  servers.push(app);
  return app;
}

interface Png {
  width: number;
  height: number;
  /** The alpha (0–255) of the pixel at a column and row. */
  alphaAt(column: number, row: number): number;
}

/** Reads a PNG as the icons are written: 8-bit RGBA, rows unfiltered. */
function readPng(file: Buffer): Png {
  expect([...file.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(file.toString('ascii', 12, 16)).toBe('IHDR');
  const width = file.readUInt32BE(16);
  const height = file.readUInt32BE(20);
  expect([file[24], file[25]], 'bit depth 8, RGBA').toEqual([8, 6]);
  const data: Buffer[] = [];
  for (let at = 8; at < file.length;) {
    const length = file.readUInt32BE(at);
    if (file.toString('ascii', at + 4, at + 8) === 'IDAT') {
      data.push(file.subarray(at + 8, at + 8 + length));
    }
    at += length + 12;
  }
  const rows = inflateSync(Buffer.concat(data));
  expect(rows.length).toBe((width * 4 + 1) * height);
  return {
    width,
    height,
    alphaAt: (column, row) => rows[row * (width * 4 + 1) + 1 + column * 4 + 3]!,
  };
}

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

describe.each(brandIds)('the installable bank in the brand %s', (brand) => {
  const theme = themeFor(brand);

  it('has a manifest from its brand file that opens the bank as an app', async () => {
    const app = await webBank(brand);
    const response = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.json()).toMatchObject({
      name: `${theme.name} – Verkkopankki`,
      short_name: theme.shortName ?? theme.name,
      start_url: '/bank/',
      display: 'standalone',
      lang: 'fi',
      theme_color: theme.colors.background.header,
      background_color: theme.colors.background.page,
    });
  });

  it('has every icon its manifest names, of the size it states: 192 and 512 px, and a maskable one', async () => {
    const app = await webBank(brand);
    const { icons } = (await app.inject({ method: 'GET', url: '/manifest.webmanifest' })).json<{
      icons: ManifestIcon[];
    }>();
    expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      const response = await app.inject({ method: 'GET', url: icon.src });
      expect(response.statusCode, icon.src).toBe(200);
      expect(response.headers['content-type']).toBe(icon.type);
      const png = readPng(response.rawPayload);
      expect(`${png.width}x${png.height}`, icon.src).toBe(icon.sizes);
      // A maskable icon fills its square (a platform cuts its own shape); the others are the
      // rounded tile, the corners left clear.
      expect(png.alphaAt(0, 0), icon.src).toBe(icon.purpose === 'maskable' ? 255 : 0);
      expect(png.alphaAt(png.width / 2, png.height / 2), icon.src).toBe(255);
    }
  });

  it('has a 180 px touch icon for iOS, filled to its corners, and its favicon in its colours', async () => {
    const app = await webBank(brand);
    const touch = await app.inject({ method: 'GET', url: '/icons/apple-touch-icon.png' });
    const png = readPng(touch.rawPayload);
    expect([png.width, png.height, png.alphaAt(0, 0)]).toEqual([180, 180, 255]);
    const favicon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(favicon.body).toContain(`fill="${theme.colors.background.header}"`);
  });
});

describe('the service worker and its offline page', () => {
  it('serves the offline page in Finnish first, then Swedish and English, under this response’s nonce', async () => {
    const app = await webBank('purple');
    const response = await app.inject({ method: 'GET', url: '/offline.html' });
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(response.body).toContain(`<style nonce="${nonce}">`);
    expect(response.body).toContain(themeFor('purple').colors.background.header);
    expect(
      [...response.body.matchAll(/<section lang="(\w+)"><h\d>([^<]+)/g)].map((m) => m.slice(1)),
    ).toEqual([
      ['fi', 'Ei yhteyttä'],
      ['sv', 'Ingen anslutning'],
      ['en', 'No connection'],
    ]);
  });

  it('is a new worker, with a new cache, for each build, and checked again on every visit', async () => {
    const first = await (await webBank('green', 'main-a1.js')).inject({ url: '/sw.js' });
    const again = await (await webBank('green', 'main-a1.js')).inject({ url: '/sw.js' });
    const next = await (await webBank('green', 'main-b2.js')).inject({ url: '/sw.js' });
    const cacheOf = (worker: { body: string }) => /bank-(\w+)/.exec(worker.body)?.[1];
    expect(first.headers['content-type']).toMatch(/javascript/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(cacheOf(first)).toMatch(/^[0-9a-f]{16}$/);
    expect(cacheOf(again)).toBe(cacheOf(first));
    expect(cacheOf(next)).not.toBe(cacheOf(first));
  });

  it('lets the bank’s own worker and manifest in, under the strict CSP', async () => {
    const app = await webBank('green');
    const policy = String(
      (await app.inject({ method: 'GET', url: '/bank/home' })).headers['content-security-policy'],
    );
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
  });
});
