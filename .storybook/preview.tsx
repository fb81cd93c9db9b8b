import type { Decorator, Preview } from '@storybook/react-vite';
import { withThemeFromJSXProvider } from '@storybook/addon-themes';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { createI18n, DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n';
import '../themes/fonts';
import { brands, DEFAULT_BRAND, GlobalStyle } from '../themes';

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

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [
    withLanguage,
    withThemeFromJSXProvider({
      themes: brands,
      defaultTheme: DEFAULT_BRAND,
      Provider: ThemeProvider,
      GlobalStyles: GlobalStyle,
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
  },
  initialGlobals: { locale: DEFAULT_LANGUAGE },
  parameters: {
    a11y: { test: 'error' },
    controls: { expanded: true, matchers: { date: /Date$/i } },
    layout: 'padded',
  },
};

export default preview;
