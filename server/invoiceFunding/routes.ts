import type { FastifyInstance } from 'fastify';
import * as calls from '../../api/invoiceFunding';
import { createInvoiceFundingService } from './invoices';

/** A company's invoice funding: its totals, its sales invoices by list and its purchase invoices. */
export async function invoiceFundingSlice(app: FastifyInstance) {
  const funding = createInvoiceFundingService(app.db, app.now);

  app.serve(calls.invoiceFundingTotals, ({ session }) => funding.totals(session));
  app.serve(calls.invoiceFundingSales, ({ session }) => funding.unpaidSales(session));
  app.serve(calls.invoiceFundingHandling, ({ session }) => funding.inHandling(session));
  app.serve(calls.invoiceFundingSalesPaidFiltered, ({ session, input }) =>
    funding.salesList(session, input.mainFilter),
  );
  app.serve(calls.invoiceFundingPurchase, ({ session }) => funding.purchaseInvoices(session));
}
