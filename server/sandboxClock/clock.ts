const HOUR_MS = 60 * 60 * 1000;

/**
 * The bank's clock in a sandbox whose time tests may move: the real clock plus how far it has
 * been moved forward. Kept by this process alone, so one bank process per sandbox.
 */
export function createSandboxClock(real: () => Date) {
  let aheadMs = 0;
  const now = () => new Date(real().getTime() + aheadMs);
  return {
    now,
    advance(hours: number): void {
      aheadMs += Math.round(hours * HOUR_MS);
    },
    reset(): void {
      aheadMs = 0;
    },
    state() {
      return { Now: now().toISOString(), AheadHours: aheadMs / HOUR_MS };
    },
  };
}

export type SandboxClock = ReturnType<typeof createSandboxClock>;
