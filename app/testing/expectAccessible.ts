import axe from 'axe-core';
import { expect } from 'vitest';

/** The rules the journeys hold every page to (WCAG 2.2 AA), here for states they do not reach. */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function expectAccessible(root: Element = document.body): Promise<void> {
  const { violations } = await axe.run(root, { runOnly: { type: 'tag', values: WCAG } });
  const summary = violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
  );
  expect(summary).toEqual([]);
}
