import { createPublicI18n, loadFinnishRest } from '../../i18n/public';

/** The web bank's texts: those of the public pages at first, the rest with the bank's pages. */
export const bankTexts = createPublicI18n();

export const loadBankTexts = () => loadFinnishRest(bankTexts);
