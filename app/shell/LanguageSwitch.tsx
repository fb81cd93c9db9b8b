import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../i18n/instance';
import { switchLanguage } from './texts';
import { rememberLanguage } from './language';
import { HeaderButton } from './PageFrame';

/** Finnish ⇄ English; the page's `lang` follows, and the choice is remembered on this device. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const next = i18n.language === 'fi' ? 'en' : 'fi';

  useEffect(() => {
    document.documentElement.lang = i18n.language;
  }, [i18n.language]);

  return (
    <HeaderButton
      type="button"
      lang={next}
      onClick={() => {
        if (!isLanguage(next)) return;
        rememberLanguage(globalThis.localStorage, next);
        void switchLanguage(i18n, next);
      }}
    >
      {t('shell.switchLanguage')}
    </HeaderButton>
  );
}
