import { getTableColumns, sql } from 'drizzle-orm';
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
