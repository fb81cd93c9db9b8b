import { describe, expect, it } from 'vitest';
import { pageAnswersElement, parsePageAnswers, PAGE_ANSWERS_ID } from './pageAnswers';

/** The element's text as a browser reads it: what stands between its tags. */
function textOf(element: string): string {
  const match = new RegExp(
    `^<script type="application/json" id="${PAGE_ANSWERS_ID}">(.*)</script>$`,
    's',
  ).exec(element);
  if (!match) throw new Error(`not one data element: ${element}`);
  return match[1]!;
}

describe('the answers a served page carries', () => {
  it('reads back what the server wrote', () => {
    const answers = { calculator: { Items: [{ MinLoanAmount: 1000, InterestRate: 7.9 }] } };
    expect(parsePageAnswers(textOf(pageAnswersElement(answers)))).toEqual(answers);
  });

  it('cannot be closed, nor a comment opened, by a text inside an answer', () => {
    const hostile = { note: '</script><script>alert(1)</script><!-- ' };
    const element = pageAnswersElement(hostile);
    expect(textOf(element)).not.toMatch(/</);
    expect(parsePageAnswers(textOf(element))).toEqual(hostile);
  });

  it('counts a missing, broken or non-object text as no answers', () => {
    expect(parsePageAnswers(null)).toEqual({});
    expect(parsePageAnswers('')).toEqual({});
    expect(parsePageAnswers('{"calculator":')).toEqual({});
    expect(parsePageAnswers('[1,2]')).toEqual({});
    expect(parsePageAnswers('null')).toEqual({});
  });
});
