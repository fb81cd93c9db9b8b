import { DEFAULT_LANGUAGE } from '../../i18n/languages';
import { storedLanguage } from './language';

/**
 * The prerendered login page works without a script: its button is a plain form and its language
 * menu a plain select. Starting the bank there at once would put React's start (several long tasks
 * on a mid-range phone) in front of a visitor who only came to press that button, so the bank
 * starts when the visitor first turns to the page: points at it, moves the keyboard focus, scrolls
 * or picks a language. A tap on the button alone never needs the bank: the form leaves the page.
 *
 * Only the page exactly as prerendered waits: another address, a query (a login error, a brand
 * preview) or a language other than the one it was prerendered in starts the bank at once.
 */
export function waitsForVisitor(
  root: HTMLElement,
  location: Pick<Location, 'pathname' | 'search'>,
  cookies: string,
): boolean {
  return (
    root.firstElementChild !== null &&
    location.pathname === '/bank/login' &&
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
