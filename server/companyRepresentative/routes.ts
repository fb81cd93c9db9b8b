import type { FastifyInstance } from 'fastify';
import * as calls from '../../api/companyRepresentative';
import { createRepresentativeService } from './representative';

/** The company's contact person (seen and named) and the persons authorised to act for it. */
export async function companyRepresentativeSlice(app: FastifyInstance) {
  const representatives = createRepresentativeService(app.db, app.now);

  app.serve(calls.companyContactPerson, ({ session }) => representatives.contactPerson(session));
  app.serve(calls.companyContactPersonUpdate, ({ session, input }) =>
    representatives.nameContactPerson(session, input),
  );
  app.serve(calls.getAuthorizedCustomers, ({ session }) =>
    representatives.authorizedCustomers(session),
  );
}
