import { escapeHtml } from '../identification/sandboxProvider';

/** Markup that is already safe: the only value `html` puts in as it is. */
export class Html {
  constructor(readonly markup: string) {}
}

type Part = Html | string | number | false | null | undefined | readonly Part[];

function render(part: Part): string {
  if (part instanceof Html) return part.markup;
  if (Array.isArray(part)) return part.map(render).join('');
  if (part === false || part === null || part === undefined) return '';
  return escapeHtml(String(part));
}

/**
 * A template that escapes every value put into it, so nothing printed from the contract can
 * become markup; fragments made with `html` nest as they are, lists are joined, `false` and
 * absent values print nothing.
 */
export function html(strings: TemplateStringsArray, ...parts: Part[]): Html {
  return new Html(strings.reduce((markup, text, i) => markup + render(parts[i - 1]) + text));
}
