import type { BankTheme } from '../theme';
import type { BrandId } from './ids';

/** Loads one brand's tokens: the web bank ships only the brand it shows. */
export function loadBrandTheme(brand: BrandId): Promise<BankTheme> {
  switch (brand) {
    case 'green':
      return import('./green').then((module) => module.green);
    case 'corporate':
      return import('./corporate').then((module) => module.corporate);
    case 'blackgreen':
      return import('./blackgreen').then((module) => module.blackgreen);
    case 'purple':
      return import('./purple').then((module) => module.purple);
    case 'orangeviolet':
      return import('./orangeviolet').then((module) => module.orangeviolet);
  }
}
