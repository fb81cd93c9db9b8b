import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/database';
import { healthSlice, LIVE_PATH, READY_PATH } from './health/routes';
import { jobs } from './jobs';
import { metrics } from './metrics/plugin';
import { CONTRACT_PATH, contractSlice, REFERENCE_PATH } from './openapi/routes';
import { calls } from './plugins/calls';
import { errors } from './plugins/errors';
import { hostileInput } from './plugins/hostileInput';
import {
  APPLICATION_CALLBACK_PATH,
  CARD_APPLICATION_CALLBACK_PATH,
  COMPANY_ONBOARDING_CALLBACK_PATH,
  CONFIRMATION_CALLBACK_PATH,
  identification,
  LOGIN_CALLBACK_PATH,
  OPEN_BANKING_CALLBACK_PATH,
  REGISTRATION_CALLBACK_PATH,
  COMPANY_LOAN_CALLBACK_PATH,
} from './plugins/identification';
import { identificationLimit } from './plugins/identificationLimit';
import { LANDING_PAGE_ANSWERS } from './loanApplication/routes';
import { COMPANY_LOAN_PAGE_ANSWERS } from './companyLoanApplication/pageAnswers';
import { language } from './plugins/language';
import { registerCsrfGuard, registerNoStore, registerSecurityHeaders } from './plugins/security';
import { services } from './plugins/services';
import { sessions } from './plugins/sessions';
import { serveWebBank } from './plugins/webBank';
import { createSandboxClock } from './sandboxClock/clock';
import { sandboxClockSlice } from './sandboxClock/routes';
import { sandboxOutboxSlice } from './sandboxOutbox/routes';
import { SLICES } from './slices';

export interface AppOptions {
  config: Config;
  db: Database;
  /** The bank's real clock; tests move it to prove time-outs (SANDBOX_CLOCK runs ahead of it). */
  now?: () => Date;
  /** The built web bank (`dist/app`); without it the server answers the API only. */
  webRoot?: string;
}

/**
 * The sandbox bank, its plugins in the fixed order of the Fastify team's reference service:
 * external plugins → the app's own (configuration, database and services, metrics when
 * configured, language, errors, security, sessions, calls, identification) → one plugin per slice
 * → jobs → the web bank.
 */
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
    trustProxy: config.TRUST_PROXY ?? false,
    bodyLimit: 1024 * 1024,
    // Fastify's 10 s is too short for the identification provider's start (its keys, its
    // database) on a busy two-core host, where two banks may start at once.
    pluginTimeout: 30_000,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(cookie);
  await registerSecurityHeaders(app, config.COOKIE_SECURE);
  registerNoStore(app);

  const sandboxClock = config.SANDBOX_CLOCK ? createSandboxClock(now) : undefined;
  await app.register(services, { config, db, now: sandboxClock?.now ?? now });
  if (config.METRICS_PORT !== undefined) {
    await app.register(metrics, { host: config.METRICS_HOST, port: config.METRICS_PORT });
  }
  await app.register(language);
  await app.register(errors);
  await app.register(hostileInput);
  registerCsrfGuard(
    app,
    new URL(config.PUBLIC_URL).origin,
    new Set([
      LOGIN_CALLBACK_PATH,
      CONFIRMATION_CALLBACK_PATH,
      APPLICATION_CALLBACK_PATH,
      CARD_APPLICATION_CALLBACK_PATH,
      COMPANY_ONBOARDING_CALLBACK_PATH,
      REGISTRATION_CALLBACK_PATH,
      CONTRACT_PATH,
      REFERENCE_PATH,
      LIVE_PATH,
      READY_PATH,
      OPEN_BANKING_CALLBACK_PATH,
      COMPANY_LOAN_CALLBACK_PATH,
    ]),
  );
  await app.register(sessions);
  await app.register(calls);
  await app.register(identificationLimit);
  await app.register(identification);

  for (const slice of SLICES) await app.register(slice);
  // Only a sandbox started with SANDBOX_CLOCK=true has these calls; any other bank answers 404.
  if (sandboxClock) {
    await app.register(sandboxClockSlice, { clock: sandboxClock });
    await app.register(sandboxOutboxSlice);
  }
  await app.register(contractSlice);
  await app.register(healthSlice);
  await app.register(jobs);

  if (webRoot)
    await serveWebBank(app, webRoot, config.BRAND, {
      ...LANDING_PAGE_ANSWERS,
      ...COMPANY_LOAN_PAGE_ANSWERS,
    });
  return app;
}
