import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../db/database';
import { attemptWindows as windowsTable } from '../db/schema';
import { openEmptyTestDatabase } from '../testing/testBank';
import { attemptWindows } from './attemptWindows';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openEmptyTestDatabase();
});
afterAll(() => database.close());

const MINUTE = 60_000;

describe('attempts counted in a window of the database', () => {
  it('allow the limit once between two counters on one database, as two replicas', async () => {
    const now = () => new Date('2026-11-27T10:00:00Z');
    const one = attemptWindows(database.db, 'replicas', { limit: 3, windowMs: MINUTE, now });
    const other = attemptWindows(database.db, 'replicas', { limit: 3, windowMs: MINUTE, now });
    const allowed = [];
    for (const counter of [one, other, one, other])
      allowed.push(await counter.count('140388-9028'));
    expect(allowed).toEqual([true, true, true, false]);
    expect(await one.count('021179-9130')).toBe(true);
  });

  it('count concurrent attempts each once', async () => {
    const now = () => new Date('2026-11-27T10:00:00Z');
    const counter = attemptWindows(database.db, 'concurrent', { limit: 5, windowMs: MINUTE, now });
    const allowed = await Promise.all(Array.from({ length: 8 }, () => counter.count('same')));
    expect(allowed.filter(Boolean)).toHaveLength(5);
  });

  it('start again once the window has ended, and keep no ended window', async () => {
    let at = new Date('2026-11-27T10:00:00Z');
    const counter = attemptWindows(database.db, 'ending', {
      limit: 1,
      windowMs: MINUTE,
      now: () => at,
    });
    expect(await counter.count('a')).toBe(true);
    expect(await counter.count('a')).toBe(false);
    at = new Date(at.getTime() + MINUTE);
    expect(await counter.count('b')).toBe(true);
    expect(await counter.count('a')).toBe(true);
  });

  it('keep the subject only as a hash', async () => {
    const rows = await database.db.select().from(windowsTable);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.subjectHash.includes('140388'))).toBe(false);
  });
});
