import { describe, expect, it } from 'vitest';
import { en } from './en';
import { changeLanguage, createI18n } from './index';

describe('createI18n', () => {
  it('answers in Finnish by default, synchronously, ready for the first render', () => {
    const i18n = createI18n();
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('common.close')).toBe('Sulje');
  });

  it('answers in a language whose catalogue it was given', () => {
    expect(createI18n('en', { en }).t('common.close')).toBe('Close');
  });

  it('loads another catalogue when the customer switches to it', async () => {
    const i18n = createI18n();
    await changeLanguage(i18n, 'sv');
    expect(i18n.language).toBe('sv');
    expect(i18n.t('common.close')).toBe('Stäng');
    await changeLanguage(i18n, 'en');
    expect(i18n.t('common.close')).toBe('Close');
  });
});

describe('the web bank’s lean start', () => {
  it('has the login page’s texts at once and the rest after loading them', async () => {
    const { createPublicI18n, loadFinnishRest } = await import('./public');
    const i18n = createPublicI18n();
    expect(i18n.t('bank.login.identify')).toBe('Tunnistaudu');
    expect(i18n.exists('bank.home.title')).toBe(false);
    await loadFinnishRest(i18n);
    expect(i18n.t('bank.home.title')).toBe('Etusivu');
    expect(i18n.t('bank.login.identify')).toBe('Tunnistaudu');
    expect(i18n.t('copyButton.copied')).toBe('Kopioitu');
  });
});
