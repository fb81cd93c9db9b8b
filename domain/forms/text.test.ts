import { describe, expect, it } from 'vitest';
import {
  CONTAINS_INVALID_CHARS,
  isAddressLine,
  isNotOnlySpaces,
  isPayeeName,
  isPersonName,
  isSepaMessage,
  SEPA_MESSAGE_PATTERN,
  validateAllowedChars,
} from './text';

describe('isNotOnlySpaces', () => {
  it('refuses a value of only white space, no-break spaces and tabs included', () => {
    for (const value of [' ', '   ', '\t', '\u00a0', ' \u00a0 \n']) {
      expect(isNotOnlySpaces(value), JSON.stringify(value)).toBe(false);
    }
  });

  it('accepts any value with a visible character, and the empty value', () => {
    for (const value of ['a', ' a ', '.', '']) expect(isNotOnlySpaces(value)).toBe(true);
  });
});

describe('isPersonName', () => {
  it('accepts names as DVV registers them', () => {
    for (const name of [
      'Anna-Liisa',
      "O'Brien",
      'Åström',
      'Nguyễn Văn An',
      'J. R. R. Tolkien',
      'Øystein',
      'Šimon',
    ]) {
      expect(isPersonName(name), name).toBe(true);
    }
  });

  it('refuses digits and symbols', () => {
    for (const name of ['Matti 2', 'Maija@', 'Pekka_Pouta', 'Liisa/Anna']) {
      expect(isPersonName(name), name).toBe(false);
    }
  });
});

describe('isAddressLine', () => {
  it('accepts Finnish addresses with stair letters, ranges and c/o', () => {
    for (const line of [
      'Mannerheimintie 12-14 B 5',
      'c/o Virtanen',
      'Itälahdenkatu 22 a A',
      'PL 123',
      "Rue de l'Église 3",
    ]) {
      expect(isAddressLine(line), line).toBe(true);
    }
  });

  it('refuses symbols outside the set', () => {
    for (const line of ['Katu 1 #5', 'Tie 2; 3', 'Polku <3>'])
      expect(isAddressLine(line), line).toBe(false);
  });
});

describe('isPayeeName', () => {
  it("accepts the spec's set: letters, digits, Finnish letters, space, dot, comma, hyphen", () => {
    expect(isPayeeName('Äänekosken Sähkö Oy, osasto 3-B.')).toBe(true);
  });

  it('refuses anything else, accented letters beyond Å Ä Ö included', () => {
    for (const name of ['Café Oy', 'A & B Oy', "O'Brien", 'Ky/2'])
      expect(isPayeeName(name), name).toBe(false);
  });
});

describe('isSepaMessage', () => {
  it('accepts every character of the SEPA basic Latin set', () => {
    expect(isSepaMessage("abcxyzABCXYZ0189/-?:().,'+ ")).toBe(true);
    expect(isSepaMessage('Lasku 123/2025: vuokra (kesakuu)')).toBe(true);
  });

  it('carries the Finnish letters that Finnish banks pass on', () => {
    expect(isSepaMessage('Vuokra heinäkuu, Åke Öhman')).toBe(true);
  });

  it('refuses the euro sign and other symbols', () => {
    for (const message of ['100 €', 'A & B', 'x@y', 'a;b', 'a_b', '"quoted"']) {
      expect(isSepaMessage(message), message).toBe(false);
    }
  });

  it('accepts exactly the 73 characters of the set among all printable ASCII', () => {
    const accepted = [];
    for (let code = 32; code < 127; code++) {
      if (isSepaMessage(String.fromCharCode(code))) accepted.push(String.fromCharCode(code));
    }
    expect(accepted.join('')).toBe(
      " '()+,-./0123456789:?ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
    );
  });
});

describe('validateAllowedChars', () => {
  it("gives the spec's message for a character outside the set, null otherwise", () => {
    expect(validateAllowedChars('Vuokra 100 €', SEPA_MESSAGE_PATTERN)).toBe(
      'errors.validation.invalidChars',
    );
    expect(CONTAINS_INVALID_CHARS).toBe('errors.validation.invalidChars');
    expect(validateAllowedChars('Vuokra', SEPA_MESSAGE_PATTERN)).toBeNull();
  });
});
