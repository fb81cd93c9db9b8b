import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  countriesSortedByName,
  countriesSortedIn,
  countryName,
  isKnownCountryCode,
} from './countries';

describe('COUNTRIES', () => {
  it('has each code once, every code two capital letters', () => {
    const codes = COUNTRIES.map((country) => country.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(codes).toHaveLength(250);
  });

  it('has each Finnish name once', () => {
    const names = COUNTRIES.map((country) => country.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("fixes the source's errors: Slovenia is SI, SL is Sierra Leone, BVI is VG", () => {
    expect(countryName('SI')).toBe('Slovenia');
    expect(countryName('SL')).toBe('Sierra Leone');
    expect(countryName('VG')).toBe('Brittiläiset Neitsytsaaret');
    for (const code of ['FM', 'DO', 'GE', 'RS']) {
      expect(
        COUNTRIES.filter((country) => country.code === code),
        code,
      ).toHaveLength(1);
    }
  });

  it('uses the Finnish names of Kotus and Tilastokeskus', () => {
    expect(countryName('FI')).toBe('Suomi');
    expect(countryName('SE')).toBe('Ruotsi');
    expect(countryName('DE')).toBe('Saksa');
    expect(countryName('US')).toBe('Yhdysvallat');
    expect(countryName('GB')).toBe('Iso-Britannia');
    expect(countryName('EE')).toBe('Viro');
    expect(countryName('DK')).toBe('Tanska');
    expect(countryName('PL')).toBe('Puola');
    expect(countryName('HK')).toBe('Hongkong');
  });
});

describe('isKnownCountryCode and countryName', () => {
  it('know only listed two-letter codes', () => {
    expect(isKnownCountryCode('FI')).toBe(true);
    expect(isKnownCountryCode('XK')).toBe(true);
    for (const code of ['fi', 'FIN', 'VGB', 'UK', 'EU', '', 'ZZ']) {
      expect(isKnownCountryCode(code), code).toBe(false);
      expect(countryName(code), code).toBeUndefined();
    }
  });
});

describe('countriesSortedByName', () => {
  it('orders every country by its Finnish name in fi collation', () => {
    const sorted = countriesSortedByName();
    expect(sorted).toHaveLength(COUNTRIES.length);
    const collator = new Intl.Collator('fi');
    for (let i = 1; i < sorted.length; i++) {
      expect(collator.compare(sorted[i - 1]?.name ?? '', sorted[i]?.name ?? '')).toBeLessThan(0);
    }
    expect(sorted[0]?.name).toBe('Afganistan');
  });

  it('sorts accented letters with their base letter, not by code point', () => {
    const names = countriesSortedByName().map((country) => country.name);
    expect(names.indexOf('São Tomé ja Príncipe')).toBeLessThan(names.indexOf('Saudi-Arabia'));
    expect(names.indexOf('Ruotsi')).toBeLessThan(names.indexOf('Saksa'));
    expect(names.indexOf('Saksa')).toBeLessThan(names.indexOf('Suomi'));
  });
});

describe('countriesSortedIn', () => {
  it('names the countries in the language of the locale, sorted by its rules', () => {
    const name = (locale: string, code: string) =>
      countriesSortedIn(locale).find((country) => country.code === code)?.name;
    expect(name('fi-FI', 'SE')).toBe('Ruotsi');
    expect(name('sv-FI', 'SE')).toBe('Sverige');
    expect(name('sv-FI', 'FI')).toBe('Finland');
    expect(name('en-FI', 'DE')).toBe('Germany');
    expect(countriesSortedIn('en-FI')).toHaveLength(COUNTRIES.length);
    const swedish = countriesSortedIn('sv-FI').map((country) => country.name);
    expect(swedish).toEqual([...swedish].sort(new Intl.Collator('sv-FI').compare));
  });
});
