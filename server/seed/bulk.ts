import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Cents } from '../../domain/money/money';
import type { Database, Transaction } from '../db/database';
import { accounts } from '../db/schema';

type Writer = Database | Transaction;

/**
 * Inserts rows as one array per column: `INSERT … SELECT FROM unnest($1::uuid[], …)`. Each column
 * is a single parameter, so a statement is not held to PostgreSQL's 65 535 parameters, and the
 * server parses a few arrays instead of a list of values (measured: twice as fast as Drizzle's
 * multi-row insert on PGlite, three times on PostgreSQL). The columns are those of the first row;
 * scalar columns only, as `unnest` flattens an array column.
 */
export async function insertRows<T extends PgTable>(
  tx: Writer,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table);
  const names = [];
  const arrays = [];
  for (const key of Object.keys(first)) {
    const column = columns[key];
    if (!column) throw new Error(`${key} is not a column of the table`);
    const values = rows.map((row) => {
      const value = (row as Record<string, unknown>)[key];
      return value === null || value === undefined ? null : column.mapToDriverValue(value);
    });
    names.push(sql.identifier(column.name));
    arrays.push(sql`${sql.param(values)}::${sql.raw(column.getSQLType())}[]`);
  }
  await tx.execute(
    sql`insert into ${table} (${sql.join(names, sql`, `)}) select * from unnest(${sql.join(arrays, sql`, `)})`,
  );
}

/**
 * Adds each account's movement to its stored balance in one statement however many accounts
 * moved (the ledger's `addToBalances` updates one account at a time, in lock order): for writers
 * that lock nothing, as the seed.
 */
export async function addMovementsToBalances(
  tx: Writer,
  movements: ReadonlyMap<string, Cents>,
): Promise<void> {
  if (movements.size === 0) return;
  const ids = sql.param([...movements.keys()]);
  const amounts = sql.param([...movements.values()]);
  await tx.execute(
    sql`update ${accounts} set ${sql.identifier(accounts.balance.name)} = ${accounts.balance} + movement.amount
        from unnest(${ids}::uuid[], ${amounts}::bigint[]) as movement(account_id, amount)
        where ${accounts.id} = movement.account_id`,
  );
}

/** The rows of a raw statement's result: both drivers (pg, PGlite) answer `{ rows }`. */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/**
 * Runs `load` with the foreign keys and the secondary indexes of `tables` set aside, then puts
 * them back exactly as the catalog had them: PostgreSQL's own advice for populating a database
 * ("Populating a Database" in its manual). A key checked row by row and indexes updated row by
 * row cost more than the insert itself; rebuilt once, they cost a scan and a sort. Every row is
 * checked when the keys come back, and in the caller's transaction a failure undoes it all.
 * Primary keys stay, as other tables' keys point at them.
 */
export async function withoutKeysAndIndexes<T>(
  tx: Transaction,
  tables: readonly PgTable[],
  load: () => Promise<T>,
): Promise<T> {
  const names = sql.param(tables.map((table) => getTableName(table)));
  const foreignKeys = rowsOf<{ table: string; name: string; definition: string }>(
    await tx.execute(
      sql`select c.relname as "table", k.conname as name, pg_get_constraintdef(k.oid) as definition
        from pg_constraint k join pg_class c on c.oid = k.conrelid
        where k.contype = 'f' and c.relname = any(${names}::text[])`,
    ),
  );
  const indexes = rowsOf<{ name: string; definition: string }>(
    await tx.execute(
      sql`select indexname as name, indexdef as definition from pg_indexes
        where schemaname = current_schema() and tablename = any(${names}::text[])
          and indexname not in (select conname from pg_constraint where contype = 'p')`,
    ),
  );
  for (const key of foreignKeys) {
    await tx.execute(
      sql`alter table ${sql.identifier(key.table)} drop constraint ${sql.identifier(key.name)}`,
    );
  }
  for (const index of indexes) {
    await tx.execute(sql`drop index ${sql.identifier(index.name)}`);
  }
  const result = await load();
  for (const index of indexes) await tx.execute(sql.raw(index.definition));
  for (const key of foreignKeys) {
    await tx.execute(
      sql`alter table ${sql.identifier(key.table)} add constraint ${sql.identifier(key.name)} ${sql.raw(key.definition)}`,
    );
  }
  return result;
}
