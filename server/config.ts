import { existsSync } from 'node:fs';
import { z } from 'zod';
import { brandIds, DEFAULT_BRAND } from '../themes/nodeBrands';

const percent = z.coerce.number().min(0).max(100);

const port = z.coerce.number().int().min(0).max(65535);

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * Every setting of the sandbox bank comes from the environment and is checked here at start:
 * a bad value stops the server with a message naming the variable.
 */
const environmentSchema = z
  .object({
    PORT: port.default(8080),
    HOST: z.string().min(1).default('127.0.0.1'),
    /** The address customers use; identification redirects come back here. */
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    /** The embedded database's folder when DATABASE_URL is not set; `:memory:` keeps nothing. */
    DATA_DIR: z.string().min(1).default('.data'),
    /**
     * A saved state of the embedded bank (a PGlite dump) that a `:memory:` bank starts from instead
     * of migrating and seeding anew: banks started side by side from one seed (the journeys' banks).
     */
    DATA_SNAPSHOT: z
      .string()
      .min(1)
      .refine((file) => existsSync(file), 'names no file')
      .optional(),
    /** A file in themes/brands/: every brand found there is accepted, and only those. */
    BRAND: z
      .enum(brandIds, {
        error: `is not a brand: one of ${brandIds.join(', ')} (the files in themes/brands/)`,
      })
      .default(DEFAULT_BRAND),
    SESSION_IDLE_SECONDS: z.coerce.number().int().min(5).max(3600).default(300),
    /** An external OpenID Connect provider (an identification broker); unset = the sandbox's own. */
    OIDC_ISSUER: z.url().optional(),
    OIDC_CLIENT_ID: z.string().min(1).default('verkkopankki'),
    OIDC_CLIENT_SECRET: z.string().min(16).optional(),
    COOKIE_SECURE: booleanFlag.optional(),
    LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    /**
     * The proxies in front of the bank whose `X-Forwarded-For`/`-Proto` are believed: addresses or
     * CIDR ranges, comma-separated. Unset, no client header chooses the address the limits count.
     */
    TRUST_PROXY: z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      )
      .pipe(
        z
          .array(
            z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], {
              error: 'must be addresses or CIDR ranges, comma-separated',
            }),
          )
          .min(1, 'must name at least one address'),
      )
      .optional(),
    TERM_DEPOSIT_RATE: percent.default(2.2),
    SAVINGS_RATE: percent.default(1.5),
    CORPORATE_SAVINGS_RATE: percent.default(1.25),
    PARTNER_CORPORATE_SAVINGS_RATE: percent.default(1.25),
    /**
     * The port of the Prometheus metrics (`GET /metrics`), a listener apart from the public one;
     * unset, the bank measures nothing and opens no second port.
     */
    METRICS_PORT: port.optional(),
    /** Where the metrics listener binds: loopback unless the scraper is on another machine. */
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /**
     * The sandbox clock (api/sandboxClock.ts): the bank's time may be moved forward by a call, for
     * tests of what takes hours or days. Off, its calls do not exist.
     */
    SANDBOX_CLOCK: booleanFlag.default(false),
    /** Read only to refuse the sandbox clock in production. */
    NODE_ENV: z.string().optional(),
  })
  .refine((env) => !env.OIDC_ISSUER || env.OIDC_CLIENT_SECRET, {
    path: ['OIDC_CLIENT_SECRET'],
    message: 'is required with OIDC_ISSUER',
  })
  .refine((env) => !env.DATA_SNAPSHOT || (env.DATA_DIR === ':memory:' && !env.DATABASE_URL), {
    path: ['DATA_SNAPSHOT'],
    message: 'is for an in-memory bank only (DATA_DIR=:memory:, no DATABASE_URL)',
  })
  .superRefine((env, context) => {
    const marks = env.SANDBOX_CLOCK ? productionMarks(env) : [];
    if (marks.length > 0) {
      context.addIssue({
        code: 'custom',
        path: ['SANDBOX_CLOCK'],
        message: `is for a sandbox only, and this configuration is production's: ${marks.join(', ')}`,
      });
    }
  })
  // Port 0 asks the system for a free port: two of them never collide.
  .refine((env) => env.METRICS_PORT !== env.PORT || env.PORT === 0, {
    path: ['METRICS_PORT'],
    message: 'must differ from PORT: the metrics never share the public port',
  });

export type Environment = z.infer<typeof environmentSchema>;

/**
 * What marks a bank customers use: an https address, Secure cookies, a real identification
 * broker, or Node's production mode. The sandbox clock is refused beside any of them.
 */
function productionMarks(env: {
  PUBLIC_URL?: string;
  COOKIE_SECURE?: boolean;
  OIDC_ISSUER?: string;
  NODE_ENV?: string;
}): string[] {
  return [
    env.PUBLIC_URL?.startsWith('https:') && 'PUBLIC_URL is https',
    env.COOKIE_SECURE && 'COOKIE_SECURE=true',
    env.OIDC_ISSUER && 'OIDC_ISSUER is set',
    env.NODE_ENV === 'production' && 'NODE_ENV=production',
  ].filter((mark): mark is string => typeof mark === 'string');
}

export interface Config extends Omit<Environment, 'PUBLIC_URL' | 'COOKIE_SECURE'> {
  PUBLIC_URL: string;
  COOKIE_SECURE: boolean;
}

export class ConfigError extends Error {}

/** For commands: the configuration, or a clear message and exit code 1. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || 'environment'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const values = parsed.data;
  const publicUrl = (values.PUBLIC_URL ?? `http://${values.HOST}:${values.PORT}`).replace(
    /\/$/,
    '',
  );
  return {
    ...values,
    PUBLIC_URL: publicUrl,
    COOKIE_SECURE: values.COOKIE_SECURE ?? publicUrl.startsWith('https:'),
  };
}
