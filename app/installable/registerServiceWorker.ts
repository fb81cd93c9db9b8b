/**
 * Installs the bank's service worker (the offline page, the build's assets kept) once the page has
 * loaded, so that it never competes with the page's own first requests. Where a browser refuses
 * it (private windows, storage off), the bank works as before, only without the offline page.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/bank/' }).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
