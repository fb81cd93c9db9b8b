import type { FastifyInstance } from 'fastify';
import * as calls from '../../api/purchaseRights';

/** A company's main user grants and removes people's rights to act for the company. */
export async function purchaseRightsSlice(app: FastifyInstance) {
  const { purchaseRights } = app.services;
  app.serve(calls.purchaseRights, ({ session }) => purchaseRights.list(session));
  app.serve(calls.purchaseRightsAdd, ({ session, input, request }) =>
    purchaseRights.prepareGrant(session, input, request.language),
  );
  app.serve(calls.purchaseRightsDelete, ({ session, input, request }) =>
    purchaseRights.prepareRemoval(session, input.Id, request.language),
  );
  app.serve(calls.purchaseRightsComplete, ({ session, input }) =>
    purchaseRights.complete(session, input.SessionId),
  );
}
