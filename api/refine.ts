import type { z } from 'zod';

/** Each field's first broken rule as a message code, or null where the field is fine. */
export type FieldProblems<Field extends string = string> = Partial<Record<Field, string | null>>;

/**
 * The one way the bank's rules become a zod refinement: a function of the whole value naming
 * each field's problem (rules in domain/ return message codes). The server answers the first
 * as `ModelState`; a form shows each under its field.
 */
export function refineWith<Value, Field extends string = string>(
  problems: (value: Value) => FieldProblems<Field>,
) {
  return (value: Value, context: z.RefinementCtx<Value>) => {
    for (const [path, message] of Object.entries(problems(value))) {
      if (typeof message === 'string') context.addIssue({ code: 'custom', path: [path], message });
    }
  };
}
