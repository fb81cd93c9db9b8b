import * as funding from '../../../api/invoiceFunding';
import type { SalesFilter } from '../../../domain/invoiceFunding/invoiceStates';
import { useCall } from '../../data/calls';

/** The agreement's limit and what is funded, open and available; null without an agreement. */
export const useFundingTotals = () => useCall(funding.invoiceFundingTotals, {});

/** The sales invoices of one list. */
export const useSalesInvoices = (mainFilter: SalesFilter) =>
  useCall(funding.invoiceFundingSalesPaidFiltered, { mainFilter });

/** The purchase invoices the bank has funded, the latest due first. */
export const usePurchaseInvoices = () => useCall(funding.invoiceFundingPurchase, {});
