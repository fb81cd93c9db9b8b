import { createHash } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { attemptWindows as windows } from '../db/schema';

/** A subject's window as counted: its attempts so far, the present one included. */
export interface CountedWindow {
  attempts: number;
  startedAt: Date;
}

/**
 * Counts one attempt of a subject in its fixed window of the purpose, in the database: every
 * replica counts into the same window. One upsert, atomic under concurrent attempts; a window
 * that has ended starts again at the attempt. The subject is stored only as a SHA-256 (it may be a
 * henkilötunnus, an address or a session). Ended windows of the purpose are removed as it counts.
 */
export async function countAttempt(
  db: Database,
  purpose: string,
  subject: string,
  { windowMs, at }: { windowMs: number; at: Date },
): Promise<CountedWindow> {
  const ended = new Date(at.getTime() - windowMs);
  const subjectHash = createHash('sha256').update(subject).digest('hex');
  const startsAgain = sql`${windows.startedAt} <= ${ended.toISOString()}::timestamptz`;
  const [window] = await db
    .insert(windows)
    .values({ purpose, subjectHash, startedAt: at, attempts: 1 })
    .onConflictDoUpdate({
      target: [windows.purpose, windows.subjectHash],
      set: {
        startedAt: sql`CASE WHEN ${startsAgain} THEN ${at.toISOString()}::timestamptz ELSE ${windows.startedAt} END`,
        attempts: sql`CASE WHEN ${startsAgain} THEN 1 ELSE ${windows.attempts} + 1 END`,
      },
    })
    .returning({ attempts: windows.attempts, startedAt: windows.startedAt });
  await db.delete(windows).where(and(eq(windows.purpose, purpose), lte(windows.startedAt, ended)));
  return window!;
}

/**
 * Attempts per subject in a fixed window, shared by the replicas (`countAttempt`), so N replicas
 * allow the limit once, not N times. Over the limit `count` answers false.
 */
export function attemptWindows(
  db: Database,
  purpose: string,
  { limit, windowMs, now }: { limit: number; windowMs: number; now: () => Date },
) {
  return {
    async count(subject: string): Promise<boolean> {
      const { attempts } = await countAttempt(db, purpose, subject, { windowMs, at: now() });
      return attempts <= limit;
    },
  };
}
