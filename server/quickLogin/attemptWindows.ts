/**
 * Attempts per key in a fixed window, in this process (as the identification limit per address:
 * behind several replicas each allows the limit). Over the limit `count` answers false.
 */
export function attemptWindows(limit: number, windowMs: number, now: () => Date) {
  const windows = new Map<string, { start: number; attempts: number }>();
  return {
    count(key: string): boolean {
      const at = now().getTime();
      if (windows.size > 10_000) {
        for (const [old, window] of windows) if (at - window.start >= windowMs) windows.delete(old);
      }
      const current = windows.get(key);
      const window =
        current && at - current.start < windowMs ? current : { start: at, attempts: 0 };
      window.attempts += 1;
      windows.set(key, window);
      return window.attempts <= limit;
    },
  };
}
