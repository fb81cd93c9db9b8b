import type { Cents } from '../../domain/money/money';
import { assertBalanced } from '../ledger/entries';
import type { BookingEntry } from './ledger';

/**
 * The demo's bookings, collected in memory before they are written, so that the seed can ask
 * what an account held on a day (a card bill, savings interest) and check that no customer
 * account ever goes below zero or below its credit.
 */
export class Journal {
  readonly entries: BookingEntry[] = [];

  add(entry: BookingEntry): void {
    assertBalanced(entry);
    this.entries.push(entry);
  }

  /** The balance at the end of the day `date` (YYYY-MM-DD). */
  balance(accountId: string, date: string): Cents {
    let sum = 0;
    for (const entry of this.entries) {
      if (entry.valueDate > date) continue;
      for (const leg of entry.legs) if (leg.accountId === accountId) sum += leg.amount;
    }
    return sum;
  }

  /** The account's net movement of each day it moved, by YYYY-MM-DD. */
  dailyMovements(accountId: string): Map<string, Cents> {
    const days = new Map<string, Cents>();
    for (const entry of this.entries) {
      for (const leg of entry.legs) {
        if (leg.accountId !== accountId) continue;
        days.set(entry.valueDate, (days.get(entry.valueDate) ?? 0) + leg.amount);
      }
    }
    return days;
  }

  /**
   * Throws when an account's balance at the end of any day is below minus its credit line.
   * `floors` maps each checked account to its credit line (0 for most). One pass over the
   * entries, however many accounts are checked.
   */
  assertCovered(floors: ReadonlyMap<string, Cents>, describe: (accountId: string) => string): void {
    const movements = new Map<string, Map<string, Cents>>();
    for (const entry of this.entries) {
      for (const leg of entry.legs) {
        if (!floors.has(leg.accountId)) continue;
        let days = movements.get(leg.accountId);
        if (!days) movements.set(leg.accountId, (days = new Map()));
        days.set(entry.valueDate, (days.get(entry.valueDate) ?? 0) + leg.amount);
      }
    }
    for (const [accountId, days] of movements) {
      const credit = floors.get(accountId) ?? 0;
      let balance = 0;
      for (const [day, movement] of [...days].sort(([a], [b]) => a.localeCompare(b))) {
        balance += movement;
        if (balance < -credit) {
          throw new Error(`${describe(accountId)} would hold ${balance} cents on ${day}`);
        }
      }
    }
  }
}
