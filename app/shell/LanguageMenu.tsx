import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from '../../i18n/instance';
import { LANGUAGE_FIELD, rememberLanguage } from './language';
import { HeaderSelect } from './PageFrame';
import { switchLanguage } from './texts';

/**
 * Suomi, Svenska, English: each named in its own language, so a customer finds theirs whatever
 * the page is in. A native select: one 44 px control that fits a phone's header and that every
 * screen reader and touch screen knows. The page's `lang` follows; the choice is remembered.
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {t('common.language')}
      </label>
      <HeaderSelect
        id={id}
        name={LANGUAGE_FIELD}
        value={language}
        onChange={(event) => {
          const chosen = event.target.value;
          if (!isLanguage(chosen)) return;
          rememberLanguage(document, chosen);
          void switchLanguage(i18n, chosen);
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`shell.languages.${code}`)}
          </option>
        ))}
      </HeaderSelect>
    </>
  );
}
