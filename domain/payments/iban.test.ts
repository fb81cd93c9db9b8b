import { isValidBIC } from 'ibantools';
import { describe, expect, it } from 'vitest';
import {
  formatIban,
  ibanParts,
  isBankReferenceIban,
  isFinnishIban,
  isSepaIban,
  isValidBic,
  isValidIban,
  normaliseIban,
  SEPA_COUNTRY_CODES,
  SEPA_PREFIX_ERROR,
  sepaPrefixError,
} from './iban';

// The example IBAN of each country in the SWIFT IBAN registry (release 99); the Finnish one is
// also Finanssiala's example account.
const REGISTRY_EXAMPLES: Record<string, string> = {
  DE: 'DE89 3704 0044 0532 0130 00',
  FI: 'FI21 1234 5600 0007 85',
  GB: 'GB29 NWBK 6016 1331 9268 19',
  FR: 'FR14 2004 1010 0505 0001 3M02 606',
  SE: 'SE45 5000 0000 0583 9825 7466',
  NO: 'NO93 8601 1117 947',
  EE: 'EE38 2200 2210 2014 5685',
  BE: 'BE68 5390 0754 7034',
  ES: 'ES91 2100 0418 4502 0005 1332',
  NL: 'NL91 ABNA 0417 1643 00',
  CH: 'CH93 0076 2011 6238 5295 7',
  IS: 'IS14 0159 2600 7654 5510 7303 39',
  LI: 'LI21 0881 0000 2324 013A A',
  MC: 'MC58 1122 2000 0101 2345 6789 030',
  SM: 'SM86 U032 2509 8000 0000 0270 100',
  AD: 'AD12 0001 2030 2003 5910 0100',
  VA: 'VA59 0011 2300 0012 3456 78',
  PL: 'PL61 1090 1014 0000 0712 1981 2874',
};

describe('isValidIban', () => {
  it('accepts the SWIFT IBAN registry example of each country, printed or electronic', () => {
    for (const [country, printed] of Object.entries(REGISTRY_EXAMPLES)) {
      expect(isValidIban(printed), country).toBe(true);
      expect(isValidIban(printed.replace(/ /g, '')), country).toBe(true);
    }
  });

  it('accepts lower-case letters and stray whitespace as a customer pastes them', () => {
    expect(isValidIban(' fi21 1234 5600 0007 85 ')).toBe(true);
    expect(isValidIban('gb29nwbk60161331926819')).toBe(true);
  });

  it('holds each country to its registry length (DE 22, FI 18, GB 22, FR 27, SE 24, NO 15, EE 20)', () => {
    const lengths = { DE: 22, FI: 18, GB: 22, FR: 27, SE: 24, NO: 15, EE: 20 };
    for (const [country, length] of Object.entries(lengths)) {
      const example = normaliseIban(REGISTRY_EXAMPLES[country] ?? '');
      expect(example, country).toHaveLength(length);
      expect(isValidIban(example.slice(0, -1)), `${country} one short`).toBe(false);
      expect(isValidIban(`${example}0`), `${country} one long`).toBe(false);
    }
  });

  it('refuses a wrong mod-97 check (the registry example with one digit changed)', () => {
    expect(isValidIban('FI21 1234 5600 0007 86')).toBe(false);
    expect(isValidIban('FI22 1234 5600 0007 85')).toBe(false);
    expect(isValidIban('DE89 3704 0044 0532 0130 01')).toBe(false);
  });

  it('refuses an unknown country, a BBAN of the wrong pattern and letters in the check digits', () => {
    expect(isValidIban('XX21 1234 5600 0007 85')).toBe(false);
    // FI BBANs are 14 digits; a letter breaks the pattern.
    expect(isValidIban('FI21 1234 5600 0007 8A')).toBe(false);
    expect(isValidIban('FIAB 1234 5600 0007 85')).toBe(false);
  });

  it('refuses an IBAN whose national checksum fails although its mod-97 holds', () => {
    // BE: the last two BBAN digits are the account number mod 97; ES: the two "DC" digits.
    // The IBAN check digits were recomputed so that only the national check fails.
    expect(isValidIban('BE41 5390 0754 7035')).toBe(false);
    expect(isValidIban('ES64 2100 0418 4502 0005 1333')).toBe(false);
    expect(isValidIban('NO66 8601 1117 948')).toBe(false);
  });

  it('refuses what is not a string or is empty', () => {
    for (const junk of [undefined, null, 12345, {}, '', '   ']) {
      expect(isValidIban(junk), String(junk)).toBe(false);
    }
  });
});

describe('formatIban', () => {
  it('shows the IBAN in groups of 4', () => {
    expect(formatIban('FI2112345600000785')).toBe('FI21 1234 5600 0007 85');
    expect(formatIban('fr1420041010050500013m02606')).toBe('FR14 2004 1010 0505 0001 3M02 606');
    expect(formatIban('NO93 8601 1117 947')).toBe('NO93 8601 1117 947');
  });

  it('can hide the FI prefix and its check digits, grouping the rest from the left', () => {
    expect(formatIban('FI2112345600000785', { hideFinnishPrefix: true })).toBe('1234 5600 0007 85');
  });

  it('never hides the prefix of a foreign IBAN', () => {
    expect(formatIban('DE89370400440532013000', { hideFinnishPrefix: true })).toBe(
      'DE89 3704 0044 0532 0130 00',
    );
  });
});

describe('ibanParts', () => {
  it('gives screen readers each character separately with a pause between groups', () => {
    expect(ibanParts('FI2112345600000785')).toEqual({
      display: 'FI21 1234 5600 0007 85',
      aria: 'F I 2 1, 1 2 3 4, 5 6 0 0, 0 0 0 7, 8 5',
    });
  });

  it('speaks what is displayed when the Finnish prefix is hidden', () => {
    expect(ibanParts('FI21 1234 5600 0007 85', { hideFinnishPrefix: true })).toEqual({
      display: '1234 5600 0007 85',
      aria: '1 2 3 4, 5 6 0 0, 0 0 0 7, 8 5',
    });
  });
});

describe('isBankReferenceIban', () => {
  it('recognises 714 in characters 5 to 7', () => {
    expect(isBankReferenceIban('FI12 7140 0000 0000 00')).toBe(true);
    expect(isBankReferenceIban('FI127140000000000')).toBe(true);
  });

  it('ignores 714 anywhere else', () => {
    expect(isBankReferenceIban('FI21 1234 5600 0007 85')).toBe(false);
    expect(isBankReferenceIban('FI71 4000 0000 0000 00')).toBe(false);
    expect(isBankReferenceIban('FI12 0714 0000 0000 00')).toBe(false);
  });
});

describe('isFinnishIban', () => {
  it('looks only at the country code of the normalised IBAN', () => {
    expect(isFinnishIban(' fi21 1234')).toBe(true);
    expect(isFinnishIban('SE45 5000 0000 0583 9825 7466')).toBe(false);
    expect(isFinnishIban('')).toBe(false);
  });
});

describe('SEPA prefix', () => {
  it('lists the 40 SEPA scheme countries, non-EU ones included, once each', () => {
    for (const code of ['FI', 'DE', 'NO', 'IS', 'LI', 'CH', 'GB', 'MC', 'SM', 'AD', 'VA', 'AL']) {
      expect(SEPA_COUNTRY_CODES, code).toContain(code);
    }
    expect(new Set(SEPA_COUNTRY_CODES).size).toBe(SEPA_COUNTRY_CODES.length);
    expect(SEPA_COUNTRY_CODES.length).toBeGreaterThanOrEqual(40);
  });

  it('passes SEPA IBANs and refuses others once 15 characters are typed', () => {
    expect(isSepaIban(REGISTRY_EXAMPLES.CH ?? '')).toBe(true);
    expect(isSepaIban('NO9386011117947')).toBe(true);
    expect(isSepaIban('TR33 0006 1005 1978 6457 8413 26')).toBe(false);
    expect(sepaPrefixError('TR33 0006 1005 1978 6457 8413 26')).toBe(SEPA_PREFIX_ERROR);
    expect(sepaPrefixError('GB29 NWBK 6016 1331 9268 19')).toBeNull();
  });

  it('lets anything under 15 characters pass, and refuses at exactly 15', () => {
    expect(isSepaIban('TR33 0006 1005 19')).toBe(true); // 14 characters
    expect(isSepaIban('TR33 0006 1005 197')).toBe(false); // 15 characters
  });

  it('keeps Pacific French territories outside SEPA', () => {
    expect(isSepaIban('NC84 1234 5678 9012 3456 7890 123')).toBe(false);
  });

  it('has the message the spec names', () => {
    expect(SEPA_PREFIX_ERROR).toBe('SEPA prefix is invalid');
  });
});

describe('isValidBic', () => {
  it('accepts 8- and 11-character BICs (ibantools README examples, a Finnish bank)', () => {
    for (const bic of ['ABNANL2A', 'NEDSZAJJXXX', 'NDEAFIHH', 'okoyfihh']) {
      expect(isValidBic(bic), bic).toBe(true);
    }
  });

  it("follows the spec's shape: digits allowed in the bank code, where ibantools refuses them", () => {
    expect(isValidBic('ABN4NL2A')).toBe(true);
    expect(isValidBIC('ABN4NL2A')).toBe(false);
  });

  it('refuses other lengths, digits in the country code, spaces and non-strings', () => {
    for (const bic of ['ABNANL2', 'ABNANL2AX', 'ABNANL2AXXXX', 'ABNA1L2A', 'ABNA NL 2A', '']) {
      expect(isValidBic(bic), bic).toBe(false);
    }
    expect(isValidBic(undefined)).toBe(false);
    expect(isValidBic(12345678)).toBe(false);
  });
});
