import { isValidBIC } from 'ibantools';
import { describe, expect, it } from 'vitest';
import {
  formatIban,
  ibanParts,
  isIbanShaped,
  isBankReferenceIban,
  isFinnishIban,
  isSepaIban,
  isValidBic,
  isValidIban,
  SEPA_COUNTRY_CODES,
  SEPA_PREFIX_ERROR,
  sepaPrefixError,
} from './iban';

// Every country of the SWIFT IBAN Registry, release 102 (June 2026): its "BBAN structure" and
// its "IBAN electronic format example". The Finnish example is also Finanssiala's example
// account.
// prettier-ignore
const REGISTRY: Record<string, [bbanStructure: string, example: string]> = {
  AD: ['4!n4!n12!c', 'AD1200012030200359100100'],
  AE: ['3!n16!n', 'AE070331234567890123456'],
  AL: ['8!n16!c', 'AL47212110090000000235698741'],
  AT: ['5!n11!n', 'AT611904300234573201'],
  AZ: ['4!a20!c', 'AZ21NABZ00000000137010001944'],
  BA: ['3!n3!n8!n2!n', 'BA391290079401028494'],
  BE: ['3!n7!n2!n', 'BE68539007547034'],
  BG: ['4!a4!n2!n8!c', 'BG80BNBG96611020345678'],
  BH: ['4!a14!c', 'BH67BMAG00001299123456'],
  BI: ['5!n5!n11!n2!n', 'BI4210000100010000332045181'],
  BR: ['8!n5!n10!n1!a1!c', 'BR1800360305000010009795493C1'],
  BY: ['4!c4!n16!c', 'BY13NBRB3600900000002Z00AB00'],
  CH: ['5!n12!c', 'CH9300762011623852957'],
  CR: ['4!n14!n', 'CR05015202001026284066'],
  CY: ['3!n5!n16!c', 'CY17002001280000001200527600'],
  CZ: ['4!n16!n', 'CZ6508000000192000145399'],
  DE: ['8!n10!n', 'DE89370400440532013000'],
  DJ: ['5!n5!n11!n2!n', 'DJ2100010000000154000100186'],
  DK: ['4!n9!n1!n', 'DK5000400440116243'],
  DO: ['4!c20!n', 'DO28BAGR00000001212453611324'],
  EE: ['2!n14!n', 'EE382200221020145685'],
  EG: ['4!n4!n17!n', 'EG380019000500000000263180002'],
  ES: ['4!n4!n1!n1!n10!n', 'ES9121000418450200051332'],
  FI: ['3!n11!n', 'FI2112345600000785'],
  FK: ['2!a12!n', 'FK88SC123456789012'],
  FO: ['4!n9!n1!n', 'FO6264600001631634'],
  FR: ['5!n5!n11!c2!n', 'FR1420041010050500013M02606'],
  GB: ['4!a6!n8!n', 'GB29NWBK60161331926819'],
  GE: ['2!a16!n', 'GE29NB0000000101904917'],
  GI: ['4!a15!c', 'GI75NWBK000000007099453'],
  GL: ['4!n9!n1!n', 'GL8964710001000206'],
  GR: ['3!n4!n16!c', 'GR1601101250000000012300695'],
  GT: ['4!c20!c', 'GT82TRAJ01020000001210029690'],
  HN: ['4!a20!n', 'HN88CABF00000000000250005469'],
  HR: ['7!n10!n', 'HR1210010051863000160'],
  HU: ['3!n4!n1!n15!n1!n', 'HU42117730161111101800000000'],
  IE: ['4!a6!n8!n', 'IE29AIBK93115212345678'],
  IL: ['3!n3!n13!n', 'IL620108000000099999999'],
  IQ: ['4!a3!n12!n', 'IQ98NBIQ850123456789012'],
  IS: ['4!n2!n6!n10!n', 'IS140159260076545510730339'],
  IT: ['1!a5!n5!n12!c', 'IT60X0542811101000000123456'],
  JO: ['4!a4!n18!c', 'JO94CBJO0010000000000131000302'],
  KW: ['4!a22!c', 'KW81CBKU0000000000001234560101'],
  KZ: ['3!n13!c', 'KZ86125KZT5004100100'],
  LB: ['4!n20!c', 'LB62099900000001001901229114'],
  LC: ['4!a24!c', 'LC55HEMM000100010012001200023015'],
  LI: ['5!n12!c', 'LI21088100002324013AA'],
  LT: ['5!n11!n', 'LT121000011101001000'],
  LU: ['3!n13!c', 'LU280019400644750000'],
  LV: ['4!a13!c', 'LV80BANK0000435195001'],
  LY: ['3!n3!n15!n', 'LY83002048000020100120361'],
  MC: ['5!n5!n11!c2!n', 'MC5811222000010123456789030'],
  MD: ['2!c18!c', 'MD24AG000225100013104168'],
  ME: ['3!n13!n2!n', 'ME25505000012345678951'],
  MK: ['3!n10!c2!n', 'MK07250120000058984'],
  MN: ['4!n12!n', 'MN121234123456789123'],
  MR: ['5!n5!n11!n2!n', 'MR1300020001010000123456753'],
  MT: ['4!a5!n18!c', 'MT84MALT011000012345MTLCAST001S'],
  MU: ['4!a2!n2!n12!n3!n3!a', 'MU17BOMM0101101030300200000MUR'],
  NI: ['4!a20!n', 'NI45BAPR00000013000003558124'],
  NL: ['4!a10!n', 'NL91ABNA0417164300'],
  NO: ['4!n6!n1!n', 'NO9386011117947'],
  OM: ['3!n16!c', 'OM810180000001299123456'],
  PK: ['4!a16!c', 'PK36SCBL0000001123456702'],
  PL: ['8!n16!n', 'PL61109010140000071219812874'],
  PS: ['4!a21!c', 'PS92PALS000000000400123456702'],
  PT: ['4!n4!n11!n2!n', 'PT50000201231234567890154'],
  QA: ['4!a21!c', 'QA58DOHB00001234567890ABCDEFG'],
  RO: ['4!a16!c', 'RO49AAAA1B31007593840000'],
  RS: ['3!n13!n2!n', 'RS35260005601001611379'],
  RU: ['9!n5!n15!c', 'RU0304452522540817810538091310419'],
  SA: ['2!n18!c', 'SA0380000000608010167519'],
  SC: ['4!a2!n2!n16!n3!a', 'SC18SSCB11010000000000001497USD'],
  SD: ['2!n12!n', 'SD2129010501234001'],
  SE: ['3!n16!n1!n', 'SE4550000000058398257466'],
  SI: ['5!n8!n2!n', 'SI56263300012039086'],
  SK: ['4!n6!n10!n', 'SK3112000000198742637541'],
  SM: ['1!a5!n5!n12!c', 'SM86U0322509800000000270100'],
  SO: ['4!n3!n12!n', 'SO211000001001000100141'],
  ST: ['4!n4!n11!n2!n', 'ST23000100010051845310146'],
  SV: ['4!a20!n', 'SV62CENR00000000000000700025'],
  TL: ['3!n14!n2!n', 'TL380080012345678910157'],
  TN: ['2!n3!n13!n2!n', 'TN5910006035183598478831'],
  TR: ['5!n1!n16!c', 'TR330006100519786457841326'],
  UA: ['6!n19!c', 'UA213223130000026007233566001'],
  VA: ['3!n15!n', 'VA59001123000012345678'],
  VG: ['4!a16!n', 'VG96VPVG0000012345678901'],
  XK: ['4!n10!n2!n', 'XK051212012345678906'],
  YE: ['4!a4!n18!c', 'YE15CBYE0001018861234567891234'],
};

const example = (country: string): string => REGISTRY[country]?.[1] ?? '';
const printed = (iban: string): string => iban.replace(/(.{4})(?=.)/g, '$1 ');

/** ISO 13616: the IBAN of a BBAN, with check digits 98 − (BBAN, country, 00) mod 97. */
function withCheckDigits(country: string, bban: string): string {
  const digits = [...`${bban}${country}00`].map((char) => parseInt(char, 36)).join('');
  const remainder = [...digits].reduce((rest, digit) => (rest * 10 + Number(digit)) % 97, 0);
  return `${country}${String(98 - remainder).padStart(2, '0')}${bban}`;
}

describe('withCheckDigits (the test helper)', () => {
  it('gives back every registry example from its BBAN', () => {
    for (const [country, [, iban]] of Object.entries(REGISTRY)) {
      expect(withCheckDigits(country, iban.slice(4)), country).toBe(iban);
    }
  });
});

describe('isValidIban', () => {
  it('accepts the SWIFT IBAN registry example of every country, printed or electronic', () => {
    expect(Object.keys(REGISTRY)).toHaveLength(89);
    for (const [country, [, iban]] of Object.entries(REGISTRY)) {
      expect(isValidIban(iban), country).toBe(true);
      expect(isValidIban(printed(iban)), country).toBe(true);
    }
  });

  it('accepts lower-case letters and stray whitespace as a customer pastes them', () => {
    expect(isValidIban(' fi21 1234 5600 0007 85 ')).toBe(true);
    expect(isValidIban('gb29nwbk60161331926819')).toBe(true);
  });

  it('holds each country to its registry length (DE 22, FI 18, GB 22, FR 27, SE 24, NO 15, EE 20)', () => {
    const lengths = { DE: 22, FI: 18, GB: 22, FR: 27, SE: 24, NO: 15, EE: 20 };
    for (const [country, length] of Object.entries(lengths)) {
      expect(example(country), country).toHaveLength(length);
      expect(isValidIban(example(country).slice(0, -1)), `${country} one short`).toBe(false);
      expect(isValidIban(`${example(country)}0`), `${country} one long`).toBe(false);
    }
  });

  it('refuses a wrong mod-97 check (the registry example with one digit changed)', () => {
    expect(isValidIban('FI21 1234 5600 0007 86')).toBe(false);
    expect(isValidIban('FI22 1234 5600 0007 85')).toBe(false);
    expect(isValidIban('DE89 3704 0044 0532 0130 01')).toBe(false);
  });

  it('refuses an unknown country and letters in the check digits', () => {
    expect(isValidIban('XX21 1234 5600 0007 85')).toBe(false);
    expect(isValidIban('FIAB 1234 5600 0007 85')).toBe(false);
  });

  it("holds every country to the registry's BBAN structure: no letter where it says n, no digit where a", () => {
    // Each registry example with one character of the wrong kind, the IBAN check digits
    // recomputed, so that only the structure is wrong.
    for (const [country, [structure, iban]] of Object.entries(REGISTRY)) {
      const kinds = [...structure.matchAll(/(\d+)!([nac])/g)].flatMap(([, count, kind]) =>
        Array<string>(Number(count)).fill(kind ?? ''),
      );
      const bban = iban.slice(4);
      expect(kinds, country).toHaveLength(bban.length);
      kinds.forEach((kind, i) => {
        const wrong = kind === 'n' ? 'A' : kind === 'a' ? '0' : null;
        if (!wrong) return;
        const broken = withCheckDigits(country, `${bban.slice(0, i)}${wrong}${bban.slice(i + 1)}`);
        expect(isValidIban(broken), `${country} ${kind} at ${i + 1}: ${broken}`).toBe(false);
      });
    }
  });

  it('refuses the wrong BBANs ibantools alone takes (GE, IE, PK, PS, VG bank codes; TR reserved digit)', () => {
    // The registry examples with a digit in the letter-only bank code, or a letter in
    // Türkiye's reserved 6th digit; IBAN check digits recomputed.
    for (const [country, bban] of [
      ['GE', 'N80000000101904917'],
      ['IE', 'A1BK93115212345678'],
      ['PK', 'SCB10000001123456702'],
      ['PS', 'PAL5000000000400123456702'],
      ['VG', 'VPV90000012345678901'],
      ['TR', '00061A0519786457841326'],
    ] as const) {
      const iban = withCheckDigits(country, bban);
      expect(isValidIban(iban), iban).toBe(false);
    }
  });

  // Each registry example with its national check digit(s) changed and the IBAN check digits
  // recomputed, so that only the national check fails: [country, BBAN, the rule].
  // prettier-ignore
  const BROKEN_NATIONAL_CHECKS: [country: string, bban: string, rule: string][] = [
    ['FI', '12345600000786', 'last digit: Luhn mod 10 of the account number'],
    ['IT', 'Y0542811101000000123456', 'CIN letter'],
    ['SM', 'V0322509800000000270100', 'CIN letter, as in Italy'],
    ['BE', '539007547035', 'last two digits: the first ten mod 97'],
    ['FR', '20041010050500013M02607', 'RIB key'],
    ['MC', '11222000010123456789031', 'RIB key, as in France'],
    ['ES', '21000418550200051332', 'first control digit (bank and branch)'],
    ['NO', '86011117948', 'last digit: mod 11'],
    ['PT', '000201231234567890155', 'NIB: last two digits, mod 97-10'],
    ['EE', '2200221020145686', 'last digit: weights 7, 3, 1'],
    ['SI', '263300012039087', 'last two digits, mod 97-10'],
    ['ME', '505000012345678952', 'last two digits, mod 97-10'],
    ['RS', '260005601001611378', 'last two digits, mod 97-10'],
    ['MK', '250120000058985', 'last two digits, mod 97-10'],
    ['BA', '1290079401028495', 'last two digits, mod 97-10'],
    ['TL', '0080012345678910158', 'last two digits, mod 97-10'],
    ['CZ', '08000000192000145398', 'account number: weighted mod 11'],
    ['SK', '12000000198742637542', 'account number: weighted mod 11'],
    ['PL', '109010150000071219812874', '8th digit: bank and branch, weights 3, 9, 7, 1'],
    ['HU', '117730171111101800000000', '8th digit: bank and branch, weights 9, 7, 3, 1'],
    ['HR', '10010061863000160', '7th digit: bank, ISO 7064 mod 11,10'],
    ['AL', '212110080000000235698741', '8th digit: bank and branch, weights 9, 7, 3, 1'],
    ['MR', '00020001010000123456754', 'RIB key, as in France'],
    ['TN', '10006035183598478832', 'RIB key, as in France'],
    ['DJ', '00010000000154000100187', 'RIB key, as in France'],
  ];

  it('refuses an IBAN whose national check digits fail although its mod-97 holds', () => {
    for (const [country, bban, rule] of BROKEN_NATIONAL_CHECKS) {
      const original = example(country).slice(4);
      const changed = [...bban].filter((char, i) => char !== original[i]);
      expect(changed, `${country}: one character changed`).toHaveLength(1);
      const iban = withCheckDigits(country, bban);
      expect(isValidIban(iban), `${country} ${rule}: ${iban}`).toBe(false);
    }
  });

  it('refuses what ibantools took: a Czech or Slovak number with no possible check digit, RIB key 00', () => {
    // Derived from the registry examples: the weighted sum before the last digit leaves 1, which
    // no digit can bring to 0 mod 11 (ibantools takes 1); a French account whose key is 97,
    // written 00 (ibantools takes it, 00 and 97 being equal mod 97).
    expect(isValidIban(withCheckDigits('CZ', '08000000192000145331'))).toBe(false);
    expect(isValidIban(withCheckDigits('SK', '12000000198742637551'))).toBe(false);
    expect(isValidIban(withCheckDigits('FR', '20041010050500013M02897'))).toBe(true);
    expect(isValidIban(withCheckDigits('FR', '20041010050500013M02800'))).toBe(false);
  });

  it("checks Åland by Finland's rule and the French overseas codes ibantools lists by the RIB key", () => {
    expect(isValidIban(withCheckDigits('AX', '12345600000785'))).toBe(true);
    expect(isValidIban(withCheckDigits('AX', '12345600000786'))).toBe(false);
    for (const country of 'GF GP MQ RE YT NC PF PM TF WF BL MF'.split(' ')) {
      expect(isValidIban(withCheckDigits(country, '20041010050500013M02606')), country).toBe(true);
      expect(isValidIban(withCheckDigits(country, '20041010050500013M02607')), country).toBe(false);
    }
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

  it('shows an account number in another form as given, spelled without groups', () => {
    expect(ibanParts('123456-785')).toEqual({ display: '123456-785', aria: '1 2 3 4 5 6 - 7 8 5' });
  });
});

describe('isIbanShaped', () => {
  it('knows an IBAN, electronic or printed, of any length the standard allows', () => {
    expect(isIbanShaped('FI3610000011844212')).toBe(true);
    expect(isIbanShaped('fi36 1000 0011 8442 12')).toBe(true);
    expect(isIbanShaped('NO9386011117947')).toBe(true);
    expect(isIbanShaped('LC55HEMM000100010012001200023015')).toBe(true);
  });

  it('tells another form of account number apart', () => {
    for (const other of ['123456-785', '12345600000785', 'FI21-1234', 'FI2112', ''])
      expect(isIbanShaped(other), other).toBe(false);
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
    expect(isSepaIban(example('CH'))).toBe(true);
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
    expect(SEPA_PREFIX_ERROR).toBe('payments.rules.sepaPrefix');
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
