import {
  isColorScheme,
  SCHEME_ATTRIBUTE,
  SCHEME_COOKIE,
  type SchemeChoice,
} from '../../themes/schemes';

const ONE_YEAR = 365 * 24 * 60 * 60;

/** The scheme the customer chose on this device, or the device's own if none. */
export function storedScheme(cookies: string): SchemeChoice {
  const value = cookies
    .split(';')
    .map((cookie) => cookie.trim().split('='))
    .find(([name]) => name === SCHEME_COOKIE)?.[1];
  return isColorScheme(value) ? value : 'device';
}

/**
 * Shows the chosen scheme at once (`<html data-scheme>`; none follows the device) and remembers
 * it in the cookie the bank's server reads to write the same attribute into the next page.
 */
export function chooseScheme(document: Document, choice: SchemeChoice): void {
  const secure = document.location.protocol === 'https:' ? '; Secure' : '';
  const root = document.documentElement;
  if (choice === 'device') {
    root.removeAttribute(SCHEME_ATTRIBUTE);
    document.cookie = `${SCHEME_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
  } else {
    root.setAttribute(SCHEME_ATTRIBUTE, choice);
    document.cookie = `${SCHEME_COOKIE}=${choice}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${secure}`;
  }
}

export const isSchemeChoice = (value: string): value is SchemeChoice =>
  value === 'device' || isColorScheme(value);

/** The scheme menu's field is named after the cookie it sets. */
export const SCHEME_FIELD = SCHEME_COOKIE;

/**
 * The scheme menu of a prerendered page before the bank's code has started (React takes the page
 * over only when the visitor turns to it): it shows the remembered choice, and a new choice is
 * shown and remembered at once.
 */
export function applyEarlySchemeChoice(document: Document): void {
  const remembered = storedScheme(document.cookie);
  for (const select of document.querySelectorAll<HTMLSelectElement>(
    `select[name="${SCHEME_FIELD}"]`,
  )) {
    select.value = remembered;
  }
  document.addEventListener(
    'change',
    (event) => {
      const select = event.target;
      if (!(select instanceof HTMLSelectElement) || select.name !== SCHEME_FIELD) return;
      if (isSchemeChoice(select.value)) chooseScheme(document, select.value);
    },
    { capture: true },
  );
}
