import { describe, expect, it } from 'vitest';
import { fiCommon } from './fi/common';
import { createI18n, createInstance } from './index';
import { changeLanguage, loadNamespaces } from './load';
import { renderText } from './render';

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

describe('the bank’s formats in texts', () => {
  const said = (language: 'fi' | 'en', key: string, values: Record<string, string | number>) =>
    renderText(createI18n(language), { key, values }).replace(/[\u00a0\u202f]/g, ' ');

  it('write money, whole euros and days as each language writes them in Finland', () => {
    expect(said('fi', 'payments.refusals.instantMax', { max: 200_050 })).toBe(
      'Pikamaksun enimmäismäärä on 2 000,50 €.',
    );
    expect(said('fi', 'errors.validation.amountBetween', { min: 0, max: 100_000 })).toBe(
      'Valitse summa väliltä 0–1 000 €',
    );
    expect(said('fi', 'certificates.refusals.beforeOpening', { day: '2026-02-01' })).toBe(
      'Tili on avattu vasta 01.02.2026.',
    );
    expect(said('en', 'payments.refusals.instantMax', { max: 200_050 })).toBe(
      'The maximum of an instant payment is €2,000.50.',
    );
  });

  it('say an amount in words as the language reads numbers aloud', () => {
    expect(said('fi', 'common.money.negative', { amount: 123_456 })).toBe('miinus 1 234,56 euroa');
    expect(said('en', 'common.money.negative', { amount: 123_456 })).toBe('minus 1,234.56 euros');
  });
});
