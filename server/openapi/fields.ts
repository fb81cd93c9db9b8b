import type { JsonSchema } from './document';

/** One row of the reference: a field by its path in the JSON, and what it takes. */
export interface Field {
  /** `RecipientIban`, `auth.nextUrl`, `LoanInstallmentsPublic[].DueDate`. */
  name: string;
  type: string;
  required: boolean;
  rules: string[];
}

/** The fields of a request or an answer; a list's are those of each item. */
export interface Shape {
  list: boolean;
  fields: Field[];
}

const asSchema = (schema: JsonSchema | boolean | undefined): JsonSchema =>
  typeof schema === 'object' ? schema : {};

const itemsOf = (schema: JsonSchema) =>
  asSchema(Array.isArray(schema.items) ? schema.items[0] : schema.items);

/** zod writes `.nullable()` as `type: [t, 'null']` or `anyOf: [schema, { type: 'null' }]`. */
function withoutNull(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  if (Array.isArray(schema.type) && schema.type.includes('null')) {
    const types = schema.type.filter((type) => type !== 'null');
    return { schema: { ...schema, type: types.length === 1 ? types[0] : types }, nullable: true };
  }
  const options = schema.anyOf ?? [];
  const [only, ...more] = options.filter((option) => option.type !== 'null');
  if (only && more.length === 0 && options.length === 2) return { schema: only, nullable: true };
  return { schema, nullable: false };
}

function typeOf(schema: JsonSchema): string {
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(' or ');
  if (schema.type === 'array') return `list of ${typeOf(itemsOf(schema))}`;
  if (schema.type === 'object' && typeof schema.additionalProperties === 'object') {
    return `map of ${typeOf(schema.additionalProperties)}`;
  }
  const type = [schema.type ?? 'any'].flat().join(' or ');
  return schema.format ? `${type} (${schema.format})` : type;
}

/** zod's bounds of any integer say nothing a reader needs. */
const bound = (value: unknown): value is number =>
  typeof value === 'number' && Math.abs(value) < Number.MAX_SAFE_INTEGER;

const characters = (count: number) => (count === 1 ? '1 character' : `${count} characters`);

function rulesOf(schema: JsonSchema): string[] {
  const json = (value: unknown) => JSON.stringify(value);
  return [
    schema.enum && `one of ${schema.enum.map(json).join(', ')}`,
    schema.const !== undefined && `always ${json(schema.const)}`,
    bound(schema.minimum) && `at least ${schema.minimum}`,
    bound(schema.exclusiveMinimum) && `more than ${schema.exclusiveMinimum}`,
    bound(schema.maximum) && `at most ${schema.maximum}`,
    bound(schema.exclusiveMaximum) && `less than ${schema.exclusiveMaximum}`,
    schema.minLength !== undefined && `at least ${characters(schema.minLength)}`,
    schema.maxLength !== undefined && `at most ${characters(schema.maxLength)}`,
    // A format says it better than its regular expression.
    schema.pattern !== undefined && schema.format === undefined && `matches ${schema.pattern}`,
    schema.default !== undefined && `default ${json(schema.default)}`,
  ].filter((rule) => typeof rule === 'string');
}

function addFields(schema: JsonSchema, prefix: string, fields: Field[]): void {
  const required = new Set(schema.required);
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const name = prefix + key;
    const { schema: value, nullable } = withoutNull(asSchema(property));
    fields.push({
      name,
      type: nullable ? `${typeOf(value)} or null` : typeOf(value),
      required: required.has(key),
      rules: rulesOf(value),
    });
    if (value.type === 'object') addFields(value, `${name}.`, fields);
    if (value.type === 'array') addFields(itemsOf(value), `${name}[].`, fields);
  }
}

/** The rows to show for a schema: nested fields by their dotted path. */
export function shapeOf(schema: JsonSchema): Shape {
  const list = schema.type === 'array';
  const fields: Field[] = [];
  addFields(list ? itemsOf(schema) : schema, '', fields);
  return { list, fields };
}
