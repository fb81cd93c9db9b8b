import { describe, expect, it } from 'vitest';
import { readMessageCode } from '../domain/errors/message';
import { createI18n, LANGUAGES } from '../i18n';
import { sourceFiles, sourceTexts } from './sourceText';

const catalogue = createI18n();

/**
 * Every message key written into the code (`code('payments.rules.invalidIban')`,
 * `message(…)`, `new BankError(field, 'errors.account_not_found')`), as `file:line key`. Keys
 * built from values (`kit.accountName.${type}`) are covered by the enumerations' own test.
 */
const writtenKeys = sourceFiles('domain', 'api', 'server', 'ui', 'app')
  .flatMap(sourceTexts)
  .filter((text) => text.messageKey)
  .map(({ file, line, text }) => ({
    where: `${file}:${line}`,
    key: readMessageCode(text)?.key ?? text,
  }));

describe('the message codes of rules, calls and refusals', () => {
  it('are written in the code, so that this test reads them', () => {
    expect(writtenKeys.length).toBeGreaterThan(100);
  });

  it.each(LANGUAGES)('each have words in %s', (language) => {
    const missing = writtenKeys
      .filter(({ key }) => !catalogue.exists(key, { lng: language, fallbackLng: false }))
      .map(({ where, key }) => `${where} ${key}`);
    expect(missing).toEqual([]);
  });
});
