export { BankThemeProvider } from './BankThemeProvider';
export type { BankThemeProviderProps } from './BankThemeProvider';
export { brandIds, brands, isBrandId, themeFor } from './allBrands';
export { loadBrandTheme } from './loadBrand';
export { DEFAULT_BRAND, type BrandId } from './registry';
export { defineBrand } from './defineBrand';
export type { BrandDefinition } from './defineBrand';
export { GlobalStyle } from './GlobalStyle';
export type { BankTheme, SemanticColors } from './theme';
