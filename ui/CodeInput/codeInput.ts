/** The code input has four boxes of one digit each. */
export const CODE_LENGTH = 4;

/** The boxes, left to right; '' is an empty box. */
export type Code = readonly string[];

/** The new boxes and the box to focus next. */
export interface CodeEdit {
  code: string[];
  focus: number;
}

const LAST = CODE_LENGTH - 1;

export function emptyCode(): string[] {
  return Array.from({ length: CODE_LENGTH }, () => '');
}

/** Only the ASCII digits 0–9 go into a box. */
export function isCodeDigit(char: string): boolean {
  return /^[0-9]$/.test(char);
}

function boxes(code: Code): string[] {
  return Array.from({ length: CODE_LENGTH }, (_, i) => {
    const box = code[i] ?? '';
    return isCodeDigit(box) ? box : '';
  });
}

function checkIndex(index: number): void {
  if (!Number.isInteger(index) || index < 0 || index > LAST) {
    throw new RangeError(`No code box ${index}`);
  }
}

/** Parser: the four boxes from pasted text (spaces allowed), or null unless it is 4 digits. */
export function codeAfterPaste(text: string): string[] | null {
  const digits = text.replace(/\s/g, '');
  return new RegExp(`^[0-9]{${CODE_LENGTH}}$`).test(digits) ? digits.split('') : null;
}

/**
 * What typing or pasting into box `index` does. A digit fills the box and moves on (staying on
 * the last box); four digits fill every box. Spec leaves other input open: we read an emptied
 * box ('') as a deletion in place and ignore anything else, keeping the code as it was.
 */
export function applyDigit(code: Code, index: number, input: string): CodeEdit {
  checkIndex(index);
  const next = boxes(code);
  const pasted = codeAfterPaste(input);
  if (pasted) return { code: pasted, focus: LAST };
  if (input === '') {
    next[index] = '';
    return { code: next, focus: index };
  }
  if (!isCodeDigit(input)) return { code: next, focus: index };
  next[index] = input;
  return { code: next, focus: Math.min(index + 1, LAST) };
}

/** Backspace clears the box; in an empty box it clears the one before and moves there. */
export function applyBackspace(code: Code, index: number): CodeEdit {
  checkIndex(index);
  const next = boxes(code);
  if (next[index] !== '') {
    next[index] = '';
    return { code: next, focus: index };
  }
  if (index === 0) return { code: next, focus: 0 };
  next[index - 1] = '';
  return { code: next, focus: index - 1 };
}

/** Validator: all four boxes hold a digit, so completion fires. */
export function isCodeComplete(code: Code): boolean {
  return code.length === CODE_LENGTH && code.every(isCodeDigit);
}

/** Formatter: the code as one string to send (`'0427'`). */
export function codeToString(code: Code): string {
  return boxes(code).join('');
}
