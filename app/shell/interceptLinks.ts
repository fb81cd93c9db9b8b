/**
 * Kit links are plain `<a href>` (the kit knows no router). A click on one that stays inside
 * the bank is handed to the router instead of reloading the page; modified clicks (new tab),
 * downloads, in-page anchors (the skip link) and other sites behave as links always do.
 */
export function interceptLinks(root: HTMLElement, navigate: (path: string) => void): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element | null)?.closest?.('a');
    if (!anchor || anchor.target || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin || !url.pathname.startsWith('/bank')) return;
    const samePage =
      url.pathname === window.location.pathname && url.search === window.location.search;
    if (samePage && url.hash) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
