import { describe, expect, it } from 'vitest';
import { csvAmount, csvDay, csvDocument, csvText } from './statementCsv';

describe('a statement as Finnish CSV', () => {
  it('writes amounts with a decimal comma, a minus for money out, and no grouping', () => {
    expect(csvAmount(123456)).toBe('1234,56');
    expect(csvAmount(-5)).toBe('-0,05');
    expect(csvAmount(0)).toBe('0,00');
    expect(csvAmount(-100000000)).toBe('-1000000,00');
    expect(() => csvAmount(1.5)).toThrow(RangeError);
  });

  it('writes days as Finns do', () => {
    expect(csvDay('2026-02-01')).toBe('01.02.2026');
  });

  it('quotes a text holding the separator, a quote or a line break', () => {
    expect(csvText('Kauppa Oy')).toBe('Kauppa Oy');
    expect(csvText('Vuokra; marraskuu')).toBe('"Vuokra; marraskuu"');
    expect(csvText('Sanoi "kiitos"')).toBe('"Sanoi ""kiitos"""');
    expect(csvText('rivi\nrivi')).toBe('"rivi\nrivi"');
  });

  it('keeps a spreadsheet from running a text as a formula', () => {
    expect(csvText('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvText('+358')).toBe("'+358");
    expect(csvText('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('starts with the byte-order mark and ends every row with CRLF', () => {
    const text = csvDocument(['Päivä', 'Määrä'], [['01.02.2026', '-1,00']]);
    expect(text).toBe('\uFEFFPäivä;Määrä\r\n01.02.2026;-1,00\r\n');
  });
});
