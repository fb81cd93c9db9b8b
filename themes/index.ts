export { BankThemeProvider } from './BankThemeProvider';
export type { BankThemeProviderProps } from './BankThemeProvider';
export { brandIds, brands, DEFAULT_BRAND, isBrandId, themeFor } from './brands';
export { loadBrandTheme } from './brands/load';
export type { BrandId } from './brands';
export { defineBrand } from './defineBrand';
export type { BrandDefinition } from './defineBrand';
export { GlobalStyle } from './GlobalStyle';
export type { BankTheme, SemanticColors } from './theme';
