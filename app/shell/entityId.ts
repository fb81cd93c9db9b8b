const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether an address part can be an id the bank gave. A page reached with anything else (a
 * mistyped address, a page of the same shape not yet built) is not found, without asking the bank.
 */
export function isEntityId(value: string | null | undefined): value is string {
  return typeof value === 'string' && UUID.test(value);
}
