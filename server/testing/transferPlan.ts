/** One own transfer of a planned race: from and to account (indexes), in cents. */
export interface PlannedTransfer {
  from: number;
  to: number;
  cents: number;
}

/**
 * A fixed pseudo-random race of `count` transfers between `accounts` accounts (mulberry32 from
 * `seed`, so a failure can be replayed), each up to 25 €: with 100 € an account, as the money
 * drifts some accounts run dry and must refuse.
 */
export function transferPlan(count: number, accounts: number, seed: number): PlannedTransfer[] {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) >>> 0;
  };
  return Array.from({ length: count }, () => {
    const from = next() % accounts;
    const to = (from + 1 + (next() % (accounts - 1))) % accounts;
    return { from, to, cents: 1 + (next() % 25_00) };
  });
}

/** Where each account ends when exactly the transfers marked `booked` moved money. */
export function balancesAfter(
  before: readonly number[],
  transfers: readonly PlannedTransfer[],
  booked: readonly boolean[],
): number[] {
  const after = [...before];
  transfers.forEach(({ from, to, cents }, i) => {
    if (!booked[i]) return;
    after[from]! -= cents;
    after[to]! += cents;
  });
  return after;
}
