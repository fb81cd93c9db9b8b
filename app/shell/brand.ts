import { DEFAULT_BRAND, isBrandId, type BrandId } from '../../themes/loadBrand';

/**
 * The brand of this page: `?brand=` previews another (for partner brands choosing), otherwise the
 * one the server configured (`BRAND`, written into the page's meta tag).
 */
export function pageBrand(document: Document, search: string): BrandId {
  const preview = new URLSearchParams(search).get('brand');
  if (isBrandId(preview)) return preview;
  const configured = document.querySelector('meta[name="bank-brand"]')?.getAttribute('content');
  return isBrandId(configured) ? configured : DEFAULT_BRAND;
}
