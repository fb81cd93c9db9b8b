import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import type { BankTheme } from './theme';

export interface BankThemeProviderProps {
  /** A brand's theme (`themes/brands/*`), e.g. from `loadBrandTheme` or `themeFor`. */
  theme: BankTheme;
  children: ReactNode;
}

export function BankThemeProvider({ theme, children }: BankThemeProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
