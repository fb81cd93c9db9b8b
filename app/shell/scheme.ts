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
