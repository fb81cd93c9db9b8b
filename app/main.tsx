import './shell/strictCsp';
import '../themes/fonts';
import { registerServiceWorker } from './installable/registerServiceWorker';
import { keepVisitorThroughTakeover } from './shell/visitorThroughTakeover';
import { rememberEarlyLanguageChoice } from './shell/language';
import { applyEarlySchemeChoice } from './shell/scheme';
import { afterNextPaint, nextTask } from './shell/tasks';
import { loadFirstPage } from './site';
import { visitorTurnsTo, waitsForVisitor } from './shell/visitorTurn';

/**
 * A prerendered public page (the login page, the landing page's calculator) paints first: the
 * bank's code starts when the visitor turns to it (visitorTurn.ts), any other page's at once, and
 * what the visitor did in the page meanwhile is kept (visitorThroughTakeover.ts). The start goes in
 * steps, each its own task, so the page answers a tap at every moment of it. React's renderer, the largest
 * library, is one step: with the rest it would be one long task (over 200 ms on a mid-range phone).
 */
async function boot(root: HTMLElement) {
  keepVisitorThroughTakeover(root);
  rememberEarlyLanguageChoice(document);
  applyEarlySchemeChoice(document);
  if (import.meta.env.PROD) registerServiceWorker();
  if (waitsForVisitor(root, location, document.cookie)) await visitorTurnsTo(document);
  await afterNextPaint();
  const { createRoot } = await import('./shell/reactDom');
  await nextTask();
  // The page's code loads beside the start, not after it.
  const [{ start }, page] = await Promise.all([
    import('./start'),
    loadFirstPage(new URL(location.href)),
  ]);
  await start(root, createRoot, page);
}

// index.html's page frame: its root is always there.
void boot(document.getElementById('root')!);
