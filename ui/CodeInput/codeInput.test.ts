import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CODE_LENGTH,
  applyBackspace,
  applyDigit,
  codeAfterPaste,
  codeToString,
  emptyCode,
  isCodeComplete,
  isCodeDigit,
} from './codeInput';

describe('isCodeDigit', () => {
  it('accepts exactly one of 0–9', () => {
    for (const digit of '0123456789') expect(isCodeDigit(digit), digit).toBe(true);
    for (const other of ['', 'a', ' ', '12', '-', '٣', '１']) {
      expect(isCodeDigit(other), other).toBe(false);
    }
  });
});

describe('applyDigit', () => {
  it('fills the box and moves focus to the next', () => {
    expect(applyDigit(emptyCode(), 0, '7')).toEqual({ code: ['7', '', '', ''], focus: 1 });
    expect(applyDigit(['7', '', '', ''], 1, '0')).toEqual({ code: ['7', '0', '', ''], focus: 2 });
  });

  it('stays on the last box after its digit', () => {
    expect(applyDigit(['1', '2', '3', ''], 3, '4')).toEqual({
      code: ['1', '2', '3', '4'],
      focus: 3,
    });
  });

  it('overwrites a box that already has a digit', () => {
    expect(applyDigit(['1', '2', '3', '4'], 1, '9').code).toEqual(['1', '9', '3', '4']);
  });

  it('fills every box from a pasted four-digit code, whichever box it lands in', () => {
    expect(applyDigit(emptyCode(), 2, '0427')).toEqual({ code: ['0', '4', '2', '7'], focus: 3 });
    expect(applyDigit(emptyCode(), 0, '04 27')).toEqual({ code: ['0', '4', '2', '7'], focus: 3 });
  });

  it('ignores letters and strings that are not a whole code', () => {
    const code = ['1', '', '', ''];
    for (const input of ['a', ' ', '12', '123', '12345', '١']) {
      expect(applyDigit(code, 1, input), input).toEqual({ code, focus: 1 });
    }
  });

  it('reads an emptied box as a deletion in place', () => {
    expect(applyDigit(['1', '2', '', ''], 1, '')).toEqual({ code: ['1', '', '', ''], focus: 1 });
  });

  it('does not change the code it was given', () => {
    const code = emptyCode();
    applyDigit(code, 0, '5');
    expect(code).toEqual(['', '', '', '']);
  });

  it('refuses a box that does not exist', () => {
    expect(() => applyDigit(emptyCode(), 4, '1')).toThrow(RangeError);
    expect(() => applyDigit(emptyCode(), -1, '1')).toThrow(RangeError);
  });
});

describe('applyBackspace', () => {
  it('clears a filled box and keeps focus there', () => {
    expect(applyBackspace(['1', '2', '3', ''], 2)).toEqual({ code: ['1', '2', '', ''], focus: 2 });
  });

  it('in an empty box clears the previous one and moves back', () => {
    expect(applyBackspace(['1', '2', '', ''], 2)).toEqual({ code: ['1', '', '', ''], focus: 1 });
  });

  it('does nothing in the empty first box', () => {
    expect(applyBackspace(emptyCode(), 0)).toEqual({ code: emptyCode(), focus: 0 });
  });
});

describe('isCodeComplete', () => {
  it('is complete only when all four boxes hold a digit', () => {
    expect(CODE_LENGTH).toBe(4);
    expect(isCodeComplete(['0', '4', '2', '7'])).toBe(true);
    expect(isCodeComplete(['0', '4', '2', ''])).toBe(false);
    expect(isCodeComplete(['0', '4', '2'])).toBe(false);
    expect(isCodeComplete(['0', '4', '2', 'x'])).toBe(false);
  });

  it('becomes complete after typing four digits box by box', () => {
    let edit = { code: emptyCode(), focus: 0 };
    for (const digit of '2580') edit = applyDigit(edit.code, edit.focus, digit);
    expect(isCodeComplete(edit.code)).toBe(true);
    expect(codeToString(edit.code)).toBe('2580');
  });
});

describe('codeAfterPaste', () => {
  it('reads exactly four digits, with spaces allowed', () => {
    expect(codeAfterPaste('0427')).toEqual(['0', '4', '2', '7']);
    expect(codeAfterPaste(' 04 27\n')).toEqual(['0', '4', '2', '7']);
  });

  it('refuses anything else', () => {
    for (const text of ['', '042', '04271', '04a7', '04-27']) {
      expect(codeAfterPaste(text), text).toBeNull();
    }
  });

  it('is the inverse of codeToString for every four-digit code', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{4}$/), (text) => {
        const code = codeAfterPaste(text);
        expect(code && codeToString(code)).toBe(text);
      }),
    );
  });
});
