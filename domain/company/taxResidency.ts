import { z } from 'zod';
import { code } from '../errors/message';
import { isKnownCountryCode } from '../identity/countries';
import { isValidDanishPersonalId } from '../identity/danishPersonalId';
import { isValidFinnishBusinessId } from '../identity/finnishBusinessId';
import { isValidFinnishPersonalId } from '../identity/finnishPersonalId';
import { isValidGiin } from '../identity/giin';
import { isValidNip, isValidPesel } from '../identity/polishIds';
import { isValidSwedishPersonalId } from '../identity/swedishPersonalId';

/**
 * Where the company is resident for tax (CRS and FATCA self-certification), each country with the
 * identifier it issues. The company's own or, for a sole trader or a partnership taxed through
 * its owner, the owner's: so a personal id is a tax identifier too.
 */
export const MAX_TAX_RESIDENCIES = 5;
const TAX_IDENTIFIER_MAX_LENGTH = 30;

/**
 * The identifiers the bank checks, by country: a Finnish henkilötunnus or Y-tunnus, a Swedish
 * personnummer, a Danish CPR number, a Polish PESEL or NIP, and for the United States (FATCA)
 * a GIIN. Other countries' identifiers are taken as written.
 */
const TAX_IDENTIFIER_RULES: Readonly<Record<string, (identifier: string) => boolean>> = {
  FI: (id) => isValidFinnishPersonalId(id) || isValidFinnishBusinessId(id),
  SE: (id) => isValidSwedishPersonalId(id),
  DK: isValidDanishPersonalId,
  PL: (id) => isValidPesel(id) || isValidNip(id),
  US: isValidGiin,
};

/** The countries whose identifiers are checked, with their check. */
export const CHECKED_TAX_COUNTRIES = Object.keys(TAX_IDENTIFIER_RULES);

/** Why an identifier is not one the country issues (a message code), or null. */
export function taxIdentifierProblem(countryCode: string, identifier: string): string | null {
  const rule = TAX_IDENTIFIER_RULES[countryCode];
  if (rule) {
    return rule(identifier)
      ? null
      : code(`companyOnboarding.rules.taxIdentifier${countryCode}` as const);
  }
  return /^[A-Za-z0-9 ./-]+$/.test(identifier)
    ? null
    : code('companyOnboarding.rules.taxIdentifier');
}

export const taxResidencySchema = z
  .object({
    CountryCode: z
      .string({ error: code('companyOnboarding.rules.country') })
      .trim()
      .toUpperCase()
      .refine((country): boolean => isKnownCountryCode(country), {
        error: code('companyOnboarding.rules.country'),
      }),
    TaxIdentifier: z
      .string({ error: code('errors.validation.required') })
      .trim()
      .toUpperCase()
      .min(1, { error: code('errors.validation.required'), abort: true })
      .max(TAX_IDENTIFIER_MAX_LENGTH, {
        error: code('errors.validation.tooLong', { max: TAX_IDENTIFIER_MAX_LENGTH }),
      }),
  })
  .superRefine(({ CountryCode, TaxIdentifier }, context) => {
    const problem = taxIdentifierProblem(CountryCode, TaxIdentifier);
    if (problem) context.addIssue({ code: 'custom', path: ['TaxIdentifier'], message: problem });
  });
export type TaxResidency = z.output<typeof taxResidencySchema>;

/** One to five countries, each once. */
export const taxInformationSchema = z.object({
  TaxResidencies: z
    .array(taxResidencySchema, { error: code('errors.validation.required') })
    .min(1, { error: code('companyOnboarding.rules.taxResidencyRequired') })
    .max(MAX_TAX_RESIDENCIES, {
      error: code('companyOnboarding.rules.tooManyTaxResidencies', { max: MAX_TAX_RESIDENCIES }),
    })
    .refine(
      (residencies) =>
        new Set(residencies.map((residency) => residency.CountryCode)).size === residencies.length,
      { error: code('companyOnboarding.rules.taxCountryTwice') },
    ),
});
export type TaxInformation = z.output<typeof taxInformationSchema>;
