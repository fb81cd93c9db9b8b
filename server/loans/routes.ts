import type { FastifyInstance } from 'fastify';
import * as loans from '../../api/loans';

/** The customer's loans and limits. */
export async function loansSlice(app: FastifyInstance) {
  app.serve(loans.summary, ({ session }) => app.services.loans.summary(session.customerId));
}
