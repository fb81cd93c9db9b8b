import type { FastifyInstance } from 'fastify';
import * as bankAccounts from '../../api/bankAccounts';
import { requireSession } from '../plugins/session';
import type { MovementService } from '../services/movements';
import type { SessionService } from '../services/sessions';
import { serveCall, sessionOf } from './route';

/** The bank group's money-moving account calls: own transfer and withdrawal to another bank. */
export function registerMovementRoutes(
  app: FastifyInstance,
  options: { sessions: SessionService; movements: MovementService },
) {
  const authenticate = requireSession(options.sessions);
  const { movements } = options;

  serveCall(
    app,
    bankAccounts.transfer,
    ({ input, request }) => movements.transfer(sessionOf(request), input),
    { authenticate },
  );

  serveCall(
    app,
    bankAccounts.withdraw,
    ({ input, request }) => movements.withdraw(sessionOf(request), input),
    { authenticate },
  );
}
