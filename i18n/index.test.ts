import { describe, expect, it } from 'vitest';
import { createI18n } from './index';

describe('createI18n', () => {
  it('answers in Finnish by default, synchronously, ready for the first render', () => {
    const i18n = createI18n();
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('common.close')).toBe('Sulje');
  });

  it('answers in the chosen language', () => {
    expect(createI18n('en').t('common.close')).toBe('Close');
    expect(createI18n('sv').t('common.close')).toBe('Stäng');
  });
});
