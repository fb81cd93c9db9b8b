import { createGlobalStyle } from 'styled-components';
import { schemeDeclarations } from './schemes';
import type { BankTheme } from './theme';

/**
 * The values of the theme's colour properties (`followingScheme`) in each scheme: the device's
 * (`prefers-color-scheme`) unless `data-scheme` on `<html>` fixes one, as the customer's choice
 * does. The attribute on any element fixes the scheme of what is inside it.
 */
export const SchemeColors = createGlobalStyle<{ $theme: BankTheme }>`
  :root, [data-scheme='light'] {
    color-scheme: light;
    ${({ $theme }) => schemeDeclarations($theme.colors)}
  }

  @media (prefers-color-scheme: dark) {
    :root:not([data-scheme='light']) {
      color-scheme: dark;
      ${({ $theme }) => schemeDeclarations($theme.darkColors)}
    }
  }

  [data-scheme='dark'] {
    color-scheme: dark;
    ${({ $theme }) => schemeDeclarations($theme.darkColors)}
  }
`;
