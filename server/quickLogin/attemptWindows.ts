import { createHash } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { attemptWindows as windows } from '../db/schema';

/**
 * Attempts per subject in a fixed window, in the database: every replica counts into the same
 * window, so N replicas allow the limit once, not N times. Counting is one upsert, atomic under
 * concurrent attempts; a window that has ended starts again at the attempt. Over the limit
 * `count` answers false. Ended windows of the purpose are removed as it counts.
 */
export function attemptWindows(
  db: Database,
  purpose: string,
  { limit, windowMs, now }: { limit: number; windowMs: number; now: () => Date },
) {
  return {
    async count(subject: string): Promise<boolean> {
      const at = now();
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
        .returning({ attempts: windows.attempts });
      await db
        .delete(windows)
        .where(and(eq(windows.purpose, purpose), lte(windows.startedAt, ended)));
      return window!.attempts <= limit;
    },
  };
}
