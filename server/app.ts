import { randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { CustomFetch } from 'openid-client';
import type { Config } from './config';
import type { Database } from './db/database';
import { createBankClient } from './identification/bankClient';
import { databaseAdapter, providerKeys } from './identification/providerStore';
import { createSandboxProvider } from './identification/sandboxProvider';
import { registerErrorHandler } from './plugins/errorHandler';
import { registerCsrfGuard, registerSecurityHeaders } from './plugins/security';
import { registerSessions } from './plugins/session';
import {
  CONFIRMATION_CALLBACK_PATH,
  LOGIN_CALLBACK_PATH,
  registerAuthRoutes,
  type Confirmer,
} from './routes/auth';
import { registerBankRoutes } from './routes/bank';
import { mountSandboxProvider } from './routes/identification';
import { registerBankAccountRoutes } from './routes/bankAccounts';
import { registerBankProductRoutes } from './routes/bankProducts';
import { registerCertificateRoutes } from './routes/certificates';
import { registerLoanRoutes } from './routes/loans';
import { registerBankPaymentRoutes } from './routes/bankPayments';
import { registerMovementRoutes } from './routes/movements';
import { registerPaymentsRoutes } from './routes/payments';
import { serveWebBank } from './routes/webBank';
import { createAccountService } from './services/accounts';
import { createAuthFlowService } from './services/authFlows';
import { createCustomerService } from './services/customers';
import { createLoanService } from './services/loans';
import { bankDay } from './services/bankDay';
import { createDepositService } from './services/deposits';
import { bookDuePayments, createFuturePaymentService } from './services/futurePayments';
import { createMovementService } from './services/movements';
import { createPayeeService } from './services/payees';
import { createPaymentService } from './services/payments';
import { createAccountDetailsService } from './services/accountDetails';
import { createAccountOpeningService } from './services/accountOpening';
import { createCertificateService } from './services/certificates';
import { accrueInterest } from './services/interest';
import { createTermDepositService } from './services/termDeposits';
import { createTransactionService } from './services/transactions';
import { createSessionService } from './services/sessions';

export interface AppOptions {
  config: Config;
  db: Database;
  /** The bank's clock; tests move it to prove time-outs. */
  now?: () => Date;
  /** The built web bank (`dist/app`); without it the server answers the API only. */
  webRoot?: string;
}

/** The sandbox bank: plugins in a fixed order (external → ours → identification → calls → app). */
export async function buildApp({
  config,
  db,
  now = () => new Date(),
  webRoot,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(cookie);
  await registerSecurityHeaders(app, config.COOKIE_SECURE);
  registerErrorHandler(app);
  const publicOrigin = new URL(config.PUBLIC_URL).origin;
  registerCsrfGuard(app, publicOrigin, new Set([LOGIN_CALLBACK_PATH, CONFIRMATION_CALLBACK_PATH]));

  const sessions = createSessionService(db, {
    idleSeconds: config.SESSION_IDLE_SECONDS,
    lifetimeSeconds: 8 * 60 * 60,
    now,
  });
  registerSessions(app);
  const flows = createAuthFlowService(db, now);
  const customers = createCustomerService(db);
  const accounts = createAccountService(db);
  const loans = createLoanService(db);

  const redirectUris = [LOGIN_CALLBACK_PATH, CONFIRMATION_CALLBACK_PATH].map(
    (path) => `${config.PUBLIC_URL}${path}`,
  );
  const sandbox = !config.OIDC_ISSUER;
  const clientSecret = config.OIDC_CLIENT_SECRET ?? randomBytes(24).toString('base64url');
  const issuer = config.OIDC_ISSUER ?? `${config.PUBLIC_URL}/idp`;
  if (sandbox) {
    const provider = await createSandboxProvider({
      issuer,
      clientId: config.OIDC_CLIENT_ID,
      clientSecret,
      redirectUris,
      secureCookies: config.COOKIE_SECURE,
      adapter: databaseAdapter(db),
      keys: await providerKeys(db),
      async findIdentity(sub) {
        const user = await customers.userById(sub);
        return user
          ? {
              sub,
              name: `${user.firstName} ${user.lastName}`,
              givenName: user.firstName,
              familyName: user.lastName,
              personalId: user.personalId,
            }
          : null;
      },
    });
    await mountSandboxProvider(app, {
      provider,
      demoPeople: () => customers.demoPeople(),
      attemptsPerMinute: config.LOGIN_RATE_LIMIT_PER_MINUTE,
    });
  }
  // The bank talks to its own in-process provider without a socket.
  const inProcessFetch: CustomFetch = async (url, options) => {
    const target = new URL(url);
    const response = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      // The provider derives its endpoints' addresses from the request's host and scheme.
      headers: {
        ...Object.fromEntries(new Headers(options.headers as HeadersInit).entries()),
        host: target.host,
        'x-forwarded-proto': target.protocol.slice(0, -1),
      },
      payload:
        typeof options.body === 'string'
          ? options.body
          : options.body
            ? String(options.body)
            : undefined,
    });
    return new Response(
      response.rawPayload.length > 0 ? new Uint8Array(response.rawPayload) : null,
      {
        status: response.statusCode,
        headers: Object.entries(response.headers).flatMap(([name, value]) =>
          value === undefined
            ? []
            : (Array.isArray(value) ? value : [String(value)]).map(
                (v) => [name, v] as [string, string],
              ),
        ),
      },
    );
  };
  const bankClient = createBankClient({
    issuer,
    clientId: config.OIDC_CLIENT_ID,
    clientSecret,
    redirectUri: `${config.PUBLIC_URL}${LOGIN_CALLBACK_PATH}`,
    fetch: sandbox ? inProcessFetch : undefined,
  });
  const confirmationClient = createBankClient({
    issuer,
    clientId: config.OIDC_CLIENT_ID,
    clientSecret,
    redirectUri: `${config.PUBLIC_URL}${CONFIRMATION_CALLBACK_PATH}`,
    fetch: sandbox ? inProcessFetch : undefined,
  });
  const confirmers = new Map<string, Confirmer>();

  await registerAuthRoutes(app, {
    sessions,
    flows,
    customers,
    bankClient,
    confirmationClient,
    publicUrl: config.PUBLIC_URL,
    secureCookies: config.COOKIE_SECURE,
    idleSeconds: config.SESSION_IDLE_SECONDS,
    loginAttemptsPerMinute: config.LOGIN_RATE_LIMIT_PER_MINUTE,
    confirmers,
  });
  registerBankRoutes(app, { config, sessions, customers, accounts });
  registerLoanRoutes(app, { sessions, loans });
  const payments = createPaymentService(db, { now, flows });
  const futurePayments = createFuturePaymentService(db, { now, flows, payments });
  registerMovementRoutes(app, { sessions, movements: createMovementService(db, now) });
  registerBankPaymentRoutes(app, {
    db,
    now,
    sessions,
    payees: createPayeeService(db),
    payments,
    futurePayments,
    confirmers,
  });
  registerPaymentsRoutes(app, {
    db,
    sessions,
    payments,
    deposits: createDepositService(db, { now, accounts }),
  });
  // Future payments whose day has come are booked at start and then every hour.
  const bookDue = () =>
    bookDuePayments(db, bankDay(now()), now()).catch((error: unknown) =>
      app.log.error({ err: error }, 'booking due payments failed'),
    );
  let dueTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await bookDue();
    dueTimer = setInterval(bookDue, 60 * 60 * 1000).unref();
  });
  app.addHook('onClose', async () => clearInterval(dueTimer));
  registerBankAccountRoutes(app, {
    sessions,
    db,
    details: createAccountDetailsService(db, now),
    transactions: createTransactionService(db),
    now,
  });
  registerBankProductRoutes(app, {
    sessions,
    db,
    opening: createAccountOpeningService(db, config, now),
    termDeposits: createTermDepositService(db, config.TERM_DEPOSIT_RATE, now),
    now,
  });
  registerCertificateRoutes(app, {
    sessions,
    certificates: createCertificateService(db, config.BRAND, now),
  });
  // Savings interest accrues at each day's end: brought up to date at start, then checked hourly
  // (a no-op until the date turns), which needs no midnight timer to survive clock changes.
  let accrual: NodeJS.Timeout | undefined;
  const accrue = () =>
    accrueInterest(db, now()).catch((err: unknown) =>
      app.log.error({ err }, 'savings interest accrual failed'),
    );
  app.addHook('onReady', async () => {
    await accrue();
    accrual = setInterval(accrue, 60 * 60 * 1000).unref();
  });
  app.addHook('onClose', async () => clearInterval(accrual));
  if (webRoot) await serveWebBank(app, webRoot, config.BRAND);

  app.decorate('confirmers', confirmers);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Operations confirmed by strong identification, by kind; each slice adds its own. */
    confirmers: Map<string, Confirmer>;
  }
}
