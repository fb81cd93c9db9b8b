/// <reference lib="webworker" />
/**
 * The bank's service worker (built alone into `sw.js`; `scripts/buildServiceWorker.ts`). It keeps
 * only what is the same for every customer: the build's hashed assets, as they are fetched, and
 * the offline page, shown when a page cannot be loaded. Never an answer of the API, never a page:
 * those are personal, and the network is asked every time.
 */
declare const self: ServiceWorkerGlobalScope;

/** Written by the server when it serves this file: each build has its own cache. */
const VERSION = '__BANK_VERSION__';
const CACHE_PREFIX = 'bank-';
const CACHE = `${CACHE_PREFIX}${VERSION}`;
const OFFLINE_PAGE = '/offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(OFFLINE_PAGE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const earlier = (await caches.keys()).filter(
        (name) => name.startsWith(CACHE_PREFIX) && name !== CACHE,
      );
      await Promise.all(earlier.map((name) => caches.delete(name)));
      // The page asks the server at once while the worker starts, instead of after it.
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  if (request.mode === 'navigate') {
    event.respondWith(pageOrOffline(event));
    return;
  }
  const url = new URL(request.url);
  if (url.origin === self.location.origin && url.pathname.startsWith('/assets/')) {
    event.respondWith(hashedAsset(event));
  }
});

async function pageOrOffline(event: FetchEvent): Promise<Response> {
  try {
    return ((await event.preloadResponse) as Response | undefined) ?? (await fetch(event.request));
  } catch {
    return (await caches.match(OFFLINE_PAGE, { cacheName: CACHE })) ?? Response.error();
  }
}

/** A hashed asset never changes: the kept copy, or the network's, kept for next time. */
async function hashedAsset(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(event.request);
  if (kept) return kept;
  const response = await fetch(event.request);
  if (response.ok) event.waitUntil(cache.put(event.request, response.clone()));
  return response;
}
