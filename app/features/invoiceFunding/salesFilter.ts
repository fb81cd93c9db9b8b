import { SALES_FILTERS, type SalesFilter } from '../../../domain/invoiceFunding/invoiceStates';

/** The address's parameter that keeps the chosen list, so that going back returns to it. */
export const SALES_FILTER_PARAM = 'mainFilter';

/** The list the address asks for; the open invoices when it asks for none it knows. */
export function salesFilterOf(params: URLSearchParams): SalesFilter {
  const asked = params.get(SALES_FILTER_PARAM);
  return SALES_FILTERS.find((filter) => filter === asked) ?? 'active';
}
