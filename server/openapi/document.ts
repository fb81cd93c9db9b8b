/**
 * The published contract: an OpenAPI 3.1 document built from the call declarations alone, so a
 * partner reads the same schemas, access rules and refusals the server enforces.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  CALL_GROUPS,
  documentTypesOf,
  isQuery,
  type Access,
  type CachePolicy,
  type Call,
  type CallGroup,
  type CallPolicy,
  type DataTag,
} from '../../api/call';
import { CATALOGUE } from '../../api/catalogue';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../api/client';
import type { ErrorBody } from '../../domain/errors/errors';
import { SESSION_COOKIE } from '../plugins/sessions';

export type JsonSchema = z.core.JSONSchema.JSONSchema;

export interface Parameter {
  name: string;
  in: 'query';
  required: boolean;
  schema: JsonSchema;
}

export interface MediaType {
  /** Absent for a document to download: its bytes have no JSON shape. */
  schema?: JsonSchema;
}

export interface Answer {
  description: string;
  content: Record<string, MediaType>;
}

/** The bank's policy of a call, beside what OpenAPI itself can say. */
export interface PolicyExtensions {
  'x-access': Access;
  'x-customer-type'?: NonNullable<CallPolicy['customerType']>;
  'x-confirmation'?: NonNullable<CallPolicy['confirmation']>;
  'x-reads'?: readonly DataTag[];
  'x-changes'?: readonly DataTag[];
  'x-cache'?: CachePolicy;
}

export interface Operation extends PolicyExtensions {
  operationId: string;
  summary: string;
  tags: [CallGroup];
  parameters?: Parameter[];
  requestBody?: { required: boolean; content: Record<string, MediaType> };
  responses: Record<string, Answer>;
  security: Record<string, []>[];
}

export interface ContractDocument {
  openapi: '3.1.1';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: CallGroup }[];
  paths: Record<string, Partial<Record<'get' | 'post', Operation>>>;
  components: {
    schemas: { Error: JsonSchema };
    securitySchemes: Record<SecurityScheme, SecuritySchemeObject>;
  };
}

type SecurityScheme = 'session' | 'csrf';

interface SecuritySchemeObject {
  type: 'apiKey';
  in: 'cookie' | 'header';
  name: string;
  description: string;
}

/** What each access level lets through: the `x-access` of every call, in words. */
export const ACCESS_MEANINGS: Record<Access, string> = {
  public: 'Anyone, with or without a session.',
  session: 'Any logged-in person, whatever their right to the customer.',
  view: 'A person who may see the customer’s money and data: not a company’s card holder.',
  act: 'A person who may act for the customer: not view-only, not a card holder, KYC in order.',
  renew:
    'A person who may act for the customer apart from its KYC: renewing is how a lapsed one is put right.',
  broker: 'A logged-in person the bank has registered as a loan broker.',
};

/** How long a client may keep an answer: the `x-cache` of every read, in words. */
export const CACHE_MEANINGS: Record<CachePolicy, string> = {
  default: 'Fresh for 5 minutes.',
  long: 'Never stale; kept for 60 hours.',
  never: 'Not cached: ask again each time.',
};

const ERROR_REF = '#/components/schemas/Error';

const errorObject = z.object({
  ModelState: z.record(z.string(), z.string()),
  status: z.int(),
}) satisfies z.ZodType<ErrorBody>;

/** The wire form of a schema: a codec's input side (euros, not cents), requests and answers alike. */
export function wireSchema(schema: z.ZodType): JsonSchema {
  // Rules written as refinements (IBAN check digits, references) have no JSON Schema form; the
  // server still applies them and answers 400 naming the field.
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  delete json.$schema;
  return json;
}

/** `/api/bank/sepa-payment-init` → `bankSepaPaymentInit`: unique, and a name code generators keep. */
export function operationIdOf(call: Call): string {
  const [first = '', ...rest] = `${call.group}-${call.name}`.split(/[-_]/);
  const id = first + rest.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
  // A path serving both methods names its POST apart from its GET.
  const postTwin =
    call.method === 'POST' &&
    CATALOGUE.some((other) => other.method === 'GET' && other.path === call.path);
  return postTwin ? `${id}ByPost` : id;
}

function refusal(description: string): Answer {
  return { description, content: { 'application/json': { schema: { $ref: ERROR_REF } } } };
}

function forbiddenBecause(policy: CallPolicy): string | undefined {
  const reasons = [
    policy.customerType === 'Person' && 'The session acts for a company; only persons may call.',
    policy.customerType === 'Company' && 'The session acts for a person; only companies may call.',
    policy.access === 'view' && 'The person is the company’s card holder.',
    policy.access === 'act' &&
      'The person may only view (a view-only right, or a company’s card holder), or the customer’s KYC is not in order.',
    policy.access === 'renew' &&
      'The person may only view (a view-only right, or a company’s card holder).',
  ].filter((reason) => typeof reason === 'string');
  return reasons.length > 0 ? reasons.join(' ') : undefined;
}

function answersOf({ response, policy }: Call): Record<string, Answer> {
  const forbidden = forbiddenBecause(policy);
  return {
    200: policy.produces
      ? {
          description: 'The document, to download.',
          content: Object.fromEntries(documentTypesOf(policy).map((type) => [type, {}])),
        }
      : {
          description: 'The answer.',
          content: { 'application/json': { schema: wireSchema(response) } },
        },
    400: refusal('The request breaks a rule: ModelState names the field and says why.'),
    ...(policy.access !== 'public' && {
      401: refusal('No valid session: it never was, has ended, or was idle too long.'),
    }),
    ...(forbidden && { 403: refusal(forbidden) }),
    ...(policy.perMinute && {
      429: refusal(`More than ${policy.perMinute} calls a minute from one session.`),
    }),
  };
}

/** A public call reads the session when there is one (logout ends it), but needs none. */
function securityOf(access: Access): Record<string, []>[] {
  const withSession = { session: [], csrf: [] } satisfies Record<SecurityScheme, []>;
  return access === 'public' ? [{ csrf: [] }, withSession] : [withSession];
}

function extensionsOf(call: Call): PolicyExtensions {
  const { access, customerType, confirmation, reads, changes, cache } = call.policy;
  return {
    'x-access': access,
    ...(customerType && { 'x-customer-type': customerType }),
    ...(confirmation && { 'x-confirmation': confirmation }),
    ...(reads && { 'x-reads': reads }),
    ...(changes && { 'x-changes': changes }),
    ...(isQuery(call) && { 'x-cache': cache ?? 'default' }),
  };
}

function requestOf(call: Call): Pick<Operation, 'parameters' | 'requestBody'> {
  const schema = wireSchema(call.request);
  if (call.method === 'GET') {
    const required = new Set(schema.required);
    return {
      parameters: Object.entries(schema.properties ?? {}).map(([name, property]) => ({
        name,
        in: 'query',
        required: required.has(name),
        schema: typeof property === 'boolean' ? {} : property,
      })),
    };
  }
  // A call without a payload takes an absent body as an empty one.
  const required = !call.request.safeParse(undefined).success;
  const type = call.policy.accepts ?? 'application/json';
  return { requestBody: { required, content: { [type]: { schema } } } };
}

function operationOf(call: Call): Operation {
  return {
    operationId: operationIdOf(call),
    summary: call.policy.summary,
    tags: [call.group],
    ...requestOf(call),
    responses: answersOf(call),
    security: securityOf(call.policy.access),
    ...extensionsOf(call),
  };
}

/**
 * The contract's ground rules, as sentences whose only markup is code spans: the document's
 * description, and the opening of the reference page.
 */
export const GROUND_RULES: readonly string[] = [
  `Every call sends the header \`${CSRF_HEADER}: ${CSRF_HEADER_VALUE}\`; without it the bank answers 403.`,
  `A logged-in browser carries its session in the HttpOnly cookie \`${SESSION_COOKIE}\`, set when a login by strong identification completes.`,
  'Requests and answers are JSON unless a call says otherwise; money is decimal euros with at most two decimals, dates are `YYYY-MM-DD`.',
  'Every refusal is `{ "ModelState": { "<field>": "<message>" }, "status": <code> }`: the field that is wrong and why, in the language of `Accept-Language` (fi, sv or en; Finnish otherwise).',
  'A call that changes a data tag (`x-changes`) makes the answers of every call that reads it (`x-reads`) stale.',
  'A call with `x-confirmation` prepares an operation that the customer then confirms by strong identification (`/api/auth/start-authentication`).',
];

const listOf = (meanings: Record<string, string>) =>
  Object.entries(meanings)
    .map(([name, meaning]) => `- \`${name}\`: ${meaning}`)
    .join('\n');

const DESCRIPTION = [
  "The sandbox bank's calls, generated from the declarations the server enforces.",
  ...GROUND_RULES,
  `Who may call (\`x-access\`):\n\n${listOf(ACCESS_MEANINGS)}`,
  `How long a client may keep a read's answer (\`x-cache\`):\n\n${listOf(CACHE_MEANINGS)}`,
].join('\n\n');

/** The contract of `catalogue`, served from `serverUrl`. */
export function contractDocument(catalogue: readonly Call[], serverUrl: string): ContractDocument {
  const paths: ContractDocument['paths'] = {};
  for (const call of catalogue) {
    const operation = operationOf(call);
    // One path may answer both methods (customerdetails: GET and POST, as the catalogue lists).
    paths[call.path] = { ...paths[call.path], [call.method === 'GET' ? 'get' : 'post']: operation };
  }
  const groups = new Set(catalogue.map((call) => call.group));
  const components: ContractDocument['components'] = {
    schemas: { Error: wireSchema(errorObject) },
    securitySchemes: {
      session: {
        type: 'apiKey',
        in: 'cookie',
        name: SESSION_COOKIE,
        description: 'The session, set when a login by strong identification completes.',
      },
      csrf: {
        type: 'apiKey',
        in: 'header',
        name: CSRF_HEADER,
        description: `Always \`${CSRF_HEADER_VALUE}\`: a cross-site form cannot send it.`,
      },
    },
  };
  return {
    openapi: '3.1.1',
    info: {
      title: 'Verkkopankki sandbox bank',
      // Changes exactly when the contract does, so two copies can be told apart at a glance.
      version: createHash('sha256')
        .update(JSON.stringify({ paths, components }))
        .digest('hex')
        .slice(0, 12),
      description: DESCRIPTION,
    },
    servers: [{ url: serverUrl }],
    tags: CALL_GROUPS.filter((group) => groups.has(group)).map((name) => ({ name })),
    paths,
    components,
  };
}
