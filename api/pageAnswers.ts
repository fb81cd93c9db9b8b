/**
 * The bank's answers a page it serves carries with it (the landing page: the calculator's offer
 * table), so the page's start needs no call, nor the client that makes one. The server writes them
 * as a JSON data element where the page leaves room for them; the app reads them back.
 */

/** Where index.html leaves room for them. */
export const PAGE_ANSWERS_PLACEHOLDER = '<!--page-answers-->';

/** The id of the element that carries them. */
export const PAGE_ANSWERS_ID = 'page-answers';

/** The answers by the name of the call that gives them (its answer as on the wire). */
export type PageAnswers = Readonly<Record<string, unknown>>;

/**
 * A JSON data element, never run as script. `<` is written as `\u003c`, so no text in an
 * answer can close the element or open a comment; JSON.parse reads it back as it was.
 */
export function pageAnswersElement(answers: PageAnswers): string {
  const json = JSON.stringify(answers).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${PAGE_ANSWERS_ID}">${json}</script>`;
}

/** The answers in the element's text; none when there is no element or it says nothing sound. */
export function parsePageAnswers(text: string | null | undefined): PageAnswers {
  if (!text) return {};
  try {
    const answers: unknown = JSON.parse(text);
    return typeof answers === 'object' && answers !== null && !Array.isArray(answers)
      ? (answers as PageAnswers)
      : {};
  } catch {
    return {};
  }
}
