import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { SchemeColors } from './SchemeColors';
import { followingScheme } from './schemes';
import type { BankTheme } from './theme';

export interface BankThemeProviderProps {
  /** A brand's theme (`themes/brands/*`), e.g. from `loadBrandTheme` or `themeFor`. */
  theme: BankTheme;
  children: ReactNode;
}

/** The brand's theme, its colours following the page's light or dark scheme. */
export function BankThemeProvider({ theme, children }: BankThemeProviderProps) {
  const following = useMemo(() => followingScheme(theme), [theme]);
  return (
    <ThemeProvider theme={following}>
      <SchemeColors $theme={theme} />
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
