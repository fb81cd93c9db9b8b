import { describe, expect, it } from 'vitest';
import { fiCommon } from './fi/common';
import { createI18n, createInstance } from './index';
import { changeLanguage, loadNamespaces } from './load';

describe('createI18n', () => {
  it('answers in Finnish by default, synchronously, ready for the first render', () => {
    const i18n = createI18n();
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('common.close')).toBe('Sulje');
  });

  it('answers in each of the three languages', () => {
    expect(createI18n('en').t('common.close')).toBe('Close');
    expect(createI18n('sv').t('common.close')).toBe('Stäng');
  });
});

describe('the web bank’s texts, loaded page by page', () => {
  it('starts with the public texts and adds a page’s namespace when it is needed', async () => {
    const i18n = createInstance('fi', { fi: { common: fiCommon } });
    expect(i18n.t('common.close')).toBe('Sulje');
    expect(i18n.exists('payments.new.title')).toBe(false);
    await loadNamespaces(i18n, ['payments']);
    expect(i18n.t('payments.new.title')).toBe('Uusi maksu');
    expect(i18n.t('common.close')).toBe('Sulje');
  });

  it('brings every namespace in use along when the customer switches language', async () => {
    const i18n = createInstance('fi', { fi: { common: fiCommon } });
    await loadNamespaces(i18n, ['payments']);
    await changeLanguage(i18n, 'sv');
    expect(i18n.language).toBe('sv');
    expect(i18n.t('common.close')).toBe('Stäng');
    expect(i18n.t('payments.new.title')).toBe('Ny betalning');
  });
});
