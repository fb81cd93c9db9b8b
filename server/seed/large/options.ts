import { parseArgs } from 'node:util';
import { z } from 'zod';
import type { LargeBankOptions } from './index';

function whole(max: number) {
  const message = `must be a whole number from 1 to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(1, message).max(max, message);
}

const optionsSchema = z.object({
  /** Account numbers of generated customers stay far below those tests open (see index.ts). */
  customers: whole(100_000),
  months: whole(120),
});

export class LargeBankOptionsError extends Error {}

/**
 * `--customers N --months M` of `npm run seed`: null when neither is given (the demo bank alone).
 * Throws a message naming the option that is missing or wrong.
 */
export function parseLargeBankOptions(args: readonly string[]): LargeBankOptions | null {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: { customers: { type: 'string' }, months: { type: 'string' } },
    }));
  } catch (error) {
    throw new LargeBankOptionsError((error as Error).message);
  }
  if (values.customers === undefined && values.months === undefined) return null;
  const parsed = optionsSchema.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const option = String(issue?.path[0]);
    throw new LargeBankOptionsError(
      `--${option} ${values[option] ?? '(missing)'}: ${issue?.message ?? 'is wrong'}`,
    );
  }
  return parsed.data;
}
