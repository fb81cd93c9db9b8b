import { DEFAULT_LANGUAGE } from '../../i18n/languages';
import { storedLanguage } from './language';

/**
 * The public pages prerendered whole (app/prerender.tsx). Starting the bank there at once would put
 * React's start (several long tasks on a mid-range phone) in front of a visitor who is still
 * reading, so the bank starts when the visitor first turns to the page: points at it, moves the
 * keyboard focus, scrolls or picks a language.
 * - The login page works without a script: its button is a plain form and its language menu a
 *   plain select. A tap on the button alone never needs the bank: the form leaves the page.
 * - The landing page shows its calculator at the default loan; the figures follow the sliders once
 *   the bank has started.
 */
const WAITING_PAGES = ['/bank/login', '/landing/loan-application'];

/**
 * Only a page exactly as prerendered waits: another address, a query (a login error, a brand
 * preview, a loan the calculator is to show) or a language other than the one it was prerendered
 * in starts the bank at once.
 */
export function waitsForVisitor(
  root: HTMLElement,
  location: Pick<Location, 'pathname' | 'search'>,
  cookies: string,
): boolean {
  return (
    root.firstElementChild !== null &&
    WAITING_PAGES.includes(location.pathname) &&
    location.search === '' &&
    storedLanguage(cookies) === DEFAULT_LANGUAGE
  );
}

/** What tells that a visitor is about to use more than the button. */
const TURNS = ['pointermove', 'focusin', 'keydown', 'scroll', 'change'] as const;

/** Resolves at the visitor's first turn to the page (see above). */
export function visitorTurnsTo(document: Document): Promise<void> {
  return new Promise((done) => {
    const turned = () => {
      for (const turn of TURNS) document.removeEventListener(turn, turned, true);
      done();
    };
    for (const turn of TURNS)
      document.addEventListener(turn, turned, { capture: true, passive: true });
  });
}
