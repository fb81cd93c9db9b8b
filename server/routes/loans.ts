import type { FastifyInstance } from 'fastify';
import * as loans from '../../api/loans';
import { requireSession } from '../plugins/session';
import type { LoanService } from '../services/loans';
import type { SessionService } from '../services/sessions';
import { serveCall, sessionOf } from './route';

export function registerLoanRoutes(
  app: FastifyInstance,
  options: { sessions: SessionService; loans: LoanService },
) {
  serveCall(
    app,
    loans.summary,
    async ({ request }) => options.loans.summary(sessionOf(request).customerId),
    {
      authenticate: requireSession(options.sessions),
    },
  );
}
