import type { i18n } from 'i18next';
import { fiPublic } from './fi/public';
import { createInstance } from './instance';

/** The web bank's start: only the texts of the pages before login, for the smallest first load. */
export function createPublicI18n(): i18n {
  return createInstance('fi', { fi: fiPublic });
}

/** Adds the rest of the Finnish catalogue (the kit and the logged-in bank) once, before those pages render. */
export async function loadFinnishRest(instance: i18n): Promise<void> {
  if (instance.exists('bank.home.title', { lng: 'fi', fallbackLng: false })) return;
  const { fiRest } = await import('./fi/rest');
  instance.addResourceBundle('fi', 'translation', fiRest, true, false);
}
