import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CERTIFICATE_PATHS } from '../../api/bankProducts';
import { calendarDate, entityId } from '../../api/wire';
import { requireSession } from '../plugins/session';
import { accountOwner } from '../services/accountDetails';
import type { CertificateFile, CertificateService } from '../services/certificates';
import type { SessionService } from '../services/sessions';
import { sessionOf } from './route';

export interface CertificateRoutesOptions {
  sessions: SessionService;
  certificates: CertificateService;
}

function sendPdf(reply: FastifyReply, { filename, pdf }: CertificateFile) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(pdf));
}

/**
 * The companies' certificates as PDF documents. They are downloads rather than JSON calls, so
 * they are plain GET routes (the web bank fetches them with the CSRF header like any call).
 */
export function registerCertificateRoutes(
  app: FastifyInstance,
  { sessions, certificates }: CertificateRoutesOptions,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireSession(sessions);

  routes.get(
    CERTIFICATE_PATHS.balance,
    {
      schema: { querystring: z.object({ accountId: entityId, date: calendarDate.optional() }) },
      onRequest,
    },
    async (request, reply) => {
      const { accountId, date } = request.query;
      return sendPdf(
        reply,
        await certificates.balance(accountOwner(sessionOf(request)), accountId, date),
      );
    },
  );

  routes.get(
    CERTIFICATE_PATHS.deposit,
    { schema: { querystring: z.object({ accountId: entityId }) }, onRequest },
    async (request, reply) =>
      sendPdf(
        reply,
        await certificates.deposit(accountOwner(sessionOf(request)), request.query.accountId),
      ),
  );
}
