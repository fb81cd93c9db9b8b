import type { Decorator, Preview } from '@storybook/react-vite';
import { withThemeFromJSXProvider } from '@storybook/addon-themes';
import { I18nextProvider } from 'react-i18next';
import { configure } from 'storybook/test';
import { createI18n, DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n';
import '../themes/fonts';
import { BankThemeProvider, brands, DEFAULT_BRAND } from '../themes';
import { isColorScheme, SCHEME_ATTRIBUTE } from '../themes/schemes';
import { KitDocsPage } from '../stories/docs/KitDocsPage';

// As in the app's tests (app/testing/setup.ts): a screen's dialog or answer may take more than a
// second to appear on a busy two-core host running the other test layers beside it.
configure({ asyncUtilTimeout: 5000 });

const i18nByLanguage = new Map<Language, ReturnType<typeof createI18n>>();

function i18nFor(language: Language) {
  let instance = i18nByLanguage.get(language);
  if (!instance) {
    instance = createI18n(language);
    i18nByLanguage.set(language, instance);
  }
  return instance;
}

const withLanguage: Decorator = (Story, context) => {
  const language = isLanguage(context.globals.locale) ? context.globals.locale : DEFAULT_LANGUAGE;
  document.documentElement.lang = language;
  return (
    <I18nextProvider i18n={i18nFor(language)}>
      <Story />
    </I18nextProvider>
  );
};

/** The toolbar's scheme on the page's `<html>`, as the bank sets a customer's choice. */
const withScheme: Decorator = (Story, context) => {
  const scheme = context.globals.scheme;
  document.documentElement.setAttribute(SCHEME_ATTRIBUTE, isColorScheme(scheme) ? scheme : 'light');
  return <Story />;
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [
    withLanguage,
    withScheme,
    withThemeFromJSXProvider({
      themes: brands,
      defaultTheme: DEFAULT_BRAND,
      Provider: BankThemeProvider,
    }),
  ],
  globalTypes: {
    locale: {
      description: 'Kieli / language',
      toolbar: {
        title: 'Kieli',
        icon: 'globe',
        items: [
          { value: 'fi', title: 'Suomi' },
          { value: 'sv', title: 'Svenska' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
    scheme: {
      description: 'Väriteema / colour scheme',
      toolbar: {
        title: 'Väriteema',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Vaalea / light', icon: 'sun' },
          { value: 'dark', title: 'Tumma / dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: DEFAULT_LANGUAGE, scheme: 'light' },
  parameters: {
    a11y: { test: 'error' },
    controls: { expanded: true, matchers: { date: /Date$/i } },
    layout: 'padded',
    docs: { page: KitDocsPage },
  },
};

export default preview;
