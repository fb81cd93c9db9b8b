import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BankThemeProvider } from '../themes/BankThemeProvider';
import type { BankTheme } from '../themes/theme';

export interface BankProvidersProps {
  theme: BankTheme;
  i18n: i18n;
  children: ReactNode;
}

/**
 * What every page of the web bank stands in: texts and the brand's theme. The bank's data
 * (TanStack Query) joins with the logged-in pages (BankQueries), so the login page ships without it.
 */
export function BankProviders({ theme, i18n, children }: BankProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <BankThemeProvider theme={theme}>{children}</BankThemeProvider>
    </I18nextProvider>
  );
}
