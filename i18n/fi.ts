import { fiPublic } from './fi/public';
import { fiRest } from './fi/rest';

/**
 * The Finnish catalogue: complete, and the shape every other language must match. Texts the spec
 * gives are verbatim; the rest are ours. Each kit widget has its own block.
 */
export const fi = {
  ...fiRest,
  ...fiPublic,
  bank: { ...fiRest.bank, ...fiPublic.bank },
} as const;

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape of a catalogue: every key of the Finnish one, each a string. */
export type Messages = Widen<typeof fi>;
