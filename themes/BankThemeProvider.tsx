import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { themeFor } from './brands';
import { GlobalStyle } from './GlobalStyle';

export interface BankThemeProviderProps {
  /** A brand id (`green`, `corporate`, …); an unknown one falls back to the default brand. */
  brand: string | undefined;
  children: ReactNode;
}

export function BankThemeProvider({ brand, children }: BankThemeProviderProps) {
  return (
    <ThemeProvider theme={themeFor(brand)}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
