import fc from 'fast-check';
import { composeIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import {
  BARCODE_ERROR,
  BARCODE_INPUT_MAX_LENGTH,
  BARCODE_LENGTH,
  createVirtualBarcode,
  parseVirtualBarcode,
  readScannedBarcodes,
  type VirtualBarcode,
} from './barcode';
import { createFinnishReference, toRfReference } from './reference';

// The example invoices of Finanssiala's "Pankkiviivakoodi-opas" (version 5.3), versions 4 and 5.
// parseVirtualBarcode checks each IBAN and date below; reference.test.ts checks each reference.
// prettier-ignore
const GUIDE_EXAMPLES: [code: string, invoice: VirtualBarcode][] = [
  [
    '479440520200360820048831500000000868516259619897100612',
    { iban: 'FI7944052020036082', amountCents: 488315, reference: '868516259619897', dueDate: '2010-06-12' },
  ],
  [
    '458101710000001220004829900000000559582243294671120131',
    { iban: 'FI5810171000000122', amountCents: 48299, reference: '559582243294671', dueDate: '2012-01-31' },
  ],
  [
    '402500046400013020006938000000069875672083435364110724',
    { iban: 'FI0250004640001302', amountCents: 69380, reference: '69875672083435364', dueDate: '2011-07-24' },
  ],
  [
    '415660100015306410074445400000007758474790647489191219',
    { iban: 'FI1566010001530641', amountCents: 744454, reference: '7758474790647489', dueDate: '2019-12-19' },
  ],
  [
    '416800014000502670009358500000078777679656628687000000',
    { iban: 'FI1680001400050267', amountCents: 93585, reference: '78777679656628687', dueDate: null },
  ],
  [
    '473313130010000580000000000000000000000000868624130809',
    { iban: 'FI7331313001000058', amountCents: 0, reference: '868624', dueDate: '2013-08-09' },
  ],
  [
    '483330100011007751500002000092125374252539897737160525',
    { iban: 'FI8333010001100775', amountCents: 15000020, reference: '92125374252539897737', dueDate: '2016-05-25' },
  ],
  [
    '439363630020924920000010300000000000000590738390230311',
    { iban: 'FI3936363002092492', amountCents: 103, reference: '590738390', dueDate: '2023-03-11' },
  ],
  [
    '492393900010033910000000200000000000000001357914991224',
    { iban: 'FI9239390001003391', amountCents: 2, reference: '1357914', dueDate: '2099-12-24' },
  ],
  [
    '579440520200360820048831509000000868516259619897100612',
    { iban: 'FI7944052020036082', amountCents: 488315, reference: 'RF09868516259619897', dueDate: '2010-06-12' },
  ],
  [
    '558101710000001220004829906000000559582243294671100131',
    { iban: 'FI5810171000000122', amountCents: 48299, reference: 'RF06559582243294671', dueDate: '2010-01-31' },
  ],
  [
    '502500046400013020006938002000000000698756720834110724',
    { iban: 'FI0250004640001302', amountCents: 69380, reference: 'RF02698756720834', dueDate: '2011-07-24' },
  ],
  [
    '515660100015306410074445484000007758474790647489191219',
    { iban: 'FI1566010001530641', amountCents: 744454, reference: 'RF847758474790647489', dueDate: '2019-12-19' },
  ],
  [
    '516800014000502670009358560000078777679656628687000000',
    { iban: 'FI1680001400050267', amountCents: 93585, reference: 'RF6078777679656628687', dueDate: null },
  ],
  [
    '573313130010000580000000010000000000000000868624130809',
    { iban: 'FI7331313001000058', amountCents: 0, reference: 'RF10868624', dueDate: '2013-08-09' },
  ],
  [
    '583330100011007751500002071092125374252539897737160525',
    { iban: 'FI8333010001100775', amountCents: 15000020, reference: 'RF7192125374252539897737', dueDate: '2016-05-25' },
  ],
  [
    '539363630020924920000010366000000000000590738390230311',
    { iban: 'FI3936363002092492', amountCents: 103, reference: 'RF66590738390', dueDate: '2023-03-11' },
  ],
  [
    '592393900010033910000000295000000000000001357914991224',
    { iban: 'FI9239390001003391', amountCents: 2, reference: 'RF951357914', dueDate: '2099-12-24' },
  ],
];

const FIRST = GUIDE_EXAMPLES[0]![0];

/** The Luhn check digit that ends a Finnish account number. */
function luhnCheckDigit(digits: string): string {
  const sum = [...digits].reverse().reduce((total, char, i) => {
    const weighted = Number(char) * (i % 2 === 0 ? 2 : 1);
    return total + (weighted > 9 ? weighted - 9 : weighted);
  }, 0);
  return String((10 - (sum % 10)) % 10);
}

describe('parseVirtualBarcode', () => {
  it("reads every example invoice of Finanssiala's Pankkiviivakoodi-opas", () => {
    for (const [code, invoice] of GUIDE_EXAMPLES) {
      expect(parseVirtualBarcode(code), code).toEqual({ ok: true, value: invoice });
    }
  });

  it('gives version 4 a numeric reference and version 5 an RF reference, leading zeros dropped', () => {
    const v4 = parseVirtualBarcode(FIRST);
    const v5 = parseVirtualBarcode(`5${FIRST.slice(1, 25)}09${FIRST.slice(27)}`);
    expect(v4.ok && v4.value.reference).toBe('868516259619897');
    expect(v5.ok && v5.value.reference).toBe('RF09868516259619897');
  });

  it('ignores spaces in a typed code, up to the input maximum of 60 characters', () => {
    const spaced = FIRST.replace(/(.{10})/g, '$1 ').trim();
    expect(spaced.length).toBeLessThanOrEqual(BARCODE_INPUT_MAX_LENGTH);
    expect(parseVirtualBarcode(spaced).ok).toBe(true);
    expect(parseVirtualBarcode(`${FIRST}${' '.repeat(7)}`).ok).toBe(false); // 61 characters
  });

  it('refuses codes that are not exactly 54 digits starting with 4 or 5', () => {
    expect(FIRST).toHaveLength(BARCODE_LENGTH);
    for (const code of [
      FIRST.slice(0, 53),
      `${FIRST}0`,
      `${FIRST.slice(0, 30)}A${FIRST.slice(31)}`,
      `3${FIRST.slice(1)}`,
      `6${FIRST.slice(1)}`,
      '',
    ]) {
      expect(parseVirtualBarcode(code), code).toEqual({
        ok: false,
        error: 'payments.rules.checkBarcode',
      });
    }
  });

  it('refuses a code whose IBAN check digits do not hold', () => {
    // FI80 4405 2020 0360 82: the guide's first invoice with the IBAN check digits changed.
    expect(parseVirtualBarcode(`480${FIRST.slice(3)}`)).toEqual({
      ok: false,
      error: BARCODE_ERROR,
    });
  });

  it('refuses a reference that is not whole, and reserved digits that are not zero', () => {
    // Finanssiala's first version 4 and version 5 examples with one field broken.
    const v4 = FIRST;
    const v5 = GUIDE_EXAMPLES[9]![0];
    const zeros = '0'.repeat(20);
    for (const [code, broken] of [
      [`${v4.slice(0, 47)}8${v4.slice(48)}`, 'v4: 7-3-1 check digit 7 → 8'],
      [`${v4.slice(0, 28)}${zeros}${v4.slice(48)}`, 'v4: all-zero reference'],
      [`${v4.slice(0, 25)}001${v4.slice(28)}`, 'v4: reserved 000 → 001'],
      [`${v4.slice(0, 25)}900${v4.slice(28)}`, 'v4: reserved 000 → 900'],
      [`${v5.slice(0, 25)}08${v5.slice(27)}`, 'v5: RF check digits 09 → 08'],
      [`${v5.slice(0, 47)}8${v5.slice(48)}`, 'v5: reference changed under its RF check'],
      [`${v5.slice(0, 27)}0${zeros}${v5.slice(48)}`, 'v5: all-zero reference'],
      [
        `${v5.slice(0, 25)}00${v5.slice(27, 48).replace(/\d/g, '0')}${v5.slice(48)}`,
        'v5: RF00, all zeros',
      ],
    ]) {
      expect(code, broken).toHaveLength(BARCODE_LENGTH);
      expect(parseVirtualBarcode(code ?? ''), broken).toEqual({ ok: false, error: BARCODE_ERROR });
    }
  });

  it('refuses a code whose account number fails its Luhn check digit', () => {
    // FI79 4405 2020 0360 83 with the IBAN check digits recomputed (FI52): only Luhn fails.
    expect(parseVirtualBarcode(`452${FIRST.slice(3, 16)}3${FIRST.slice(17)}`)).toEqual({
      ok: false,
      error: BARCODE_ERROR,
    });
  });

  it('refuses a due date that does not exist', () => {
    for (const date of ['260230', '261301', '260100', '250229']) {
      expect(parseVirtualBarcode(`${FIRST.slice(0, 48)}${date}`), date).toEqual({
        ok: false,
        error: BARCODE_ERROR,
      });
    }
    const leapDay = parseVirtualBarcode(`${FIRST.slice(0, 48)}240229`);
    expect(leapDay.ok && leapDay.value.dueDate).toBe('2024-02-29');
  });
});

describe('createVirtualBarcode', () => {
  it("prints the codes of Finanssiala's Pankkiviivakoodi-opas examples", () => {
    for (const [code, invoice] of GUIDE_EXAMPLES) {
      expect(createVirtualBarcode(invoice), code).toBe(code);
    }
  });

  it('accepts the printed forms of the IBAN and the reference', () => {
    expect(
      createVirtualBarcode({
        iban: 'FI79 4405 2020 0360 82',
        amountCents: 488315,
        reference: 'rf09 8685 1625 9619 897',
        dueDate: '2010-06-12',
      }),
    ).toBe(GUIDE_EXAMPLES[9]![0]);
  });

  it('refuses what a barcode cannot carry', () => {
    const valid = GUIDE_EXAMPLES[0]![1];
    for (const wrong of [
      { iban: 'DE89370400440532013000' },
      { iban: 'FI8044052020036082' },
      { amountCents: 100_000_000 },
      { amountCents: -1 },
      { amountCents: 1.5 },
      { reference: '868516259619898' },
      { reference: 'RF18 5390 0754 703X' },
      { dueDate: '2026-02-30' },
      { dueDate: '2100-01-01' },
      { dueDate: '1999-12-31' },
    ]) {
      expect(() => createVirtualBarcode({ ...valid, ...wrong }), JSON.stringify(wrong)).toThrow(
        RangeError,
      );
    }
  });

  it('is read back by parseVirtualBarcode for every invoice it can print', () => {
    const iban = fc
      .stringMatching(/^\d{13}$/)
      .map(
        (digits) => composeIBAN({ countryCode: 'FI', bban: digits + luhnCheckDigit(digits) }) ?? '',
      );
    const national = fc.stringMatching(/^[1-9]\d{2,18}$/).map(createFinnishReference);
    const reference = fc.oneof(national, national.map(toRfReference));
    const dueDate = fc.option(
      fc
        .date({ min: new Date(2000, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true })
        .map((d) =>
          [d.getFullYear(), d.getMonth() + 1, d.getDate()]
            .map((n) => String(n).padStart(2, '0'))
            .join('-'),
        ),
    );
    const amountCents = fc.integer({ min: 0, max: 99_999_999 });
    fc.assert(
      fc.property(fc.record({ iban, amountCents, reference, dueDate }), (invoice) => {
        const code = createVirtualBarcode(invoice);
        expect(code).toMatch(/^[45]\d{53}$/);
        expect(parseVirtualBarcode(code)).toEqual({ ok: true, value: invoice });
      }),
    );
  });
});

describe('readScannedBarcodes', () => {
  const valid = '479440520200360820048831500000000868516259619897100612';
  const wrongCheckDigit = '479440520200360820048831500000000868516259619898100612';

  it('takes the first virtual barcode among the codes on a picture', () => {
    expect(readScannedBarcodes(['ABC-123', valid])).toEqual(parseVirtualBarcode(valid));
  });

  it("refuses a picture whose codes are no invoice's barcode, as a typed code", () => {
    expect(readScannedBarcodes([wrongCheckDigit, '12345'])).toEqual({
      ok: false,
      error: BARCODE_ERROR,
    });
  });

  it('says when a picture has no barcode', () => {
    expect(readScannedBarcodes([])).toBeNull();
  });
});
