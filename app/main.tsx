import './shell/strictCsp';
import '../themes/fonts';
import { rememberEarlyLanguageChoice } from './shell/language';
import { afterNextPaint, nextTask } from './shell/tasks';

/**
 * The prerendered login page paints first; the bank's code then starts in steps, each its own
 * task, so the page answers a tap at every moment of its start. React's renderer, the largest
 * library, is one step: with the rest it would be one long task (over 200 ms on a mid-range phone).
 */
async function boot(root: HTMLElement) {
  rememberEarlyLanguageChoice(document);
  await afterNextPaint();
  const { createRoot } = await import('./shell/reactDom');
  await nextTask();
  const { start } = await import('./start');
  await start(root, createRoot);
}

// index.html's page frame: its root is always there.
void boot(document.getElementById('root')!);
