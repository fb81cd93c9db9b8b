/** The options the buttons show, and whether they are folded to the chosen one. */
export interface Folding<Option> {
  shown: readonly Option[];
  folded: boolean;
}

/**
 * Collapse mode folds the options to the chosen one until the customer reopens them; with no
 * choice (or outside collapse mode) every option shows.
 */
export function foldOptions<Option extends { value: string }>(
  options: readonly Option[],
  value: string | null,
  { collapsible, reopened }: { collapsible: boolean; reopened: boolean },
): Folding<Option> {
  const chosen = options.find((option) => option.value === value);
  const folded = collapsible && !reopened && chosen !== undefined;
  return { shown: folded ? [chosen] : options, folded };
}
