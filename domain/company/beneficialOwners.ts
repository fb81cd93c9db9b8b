import { z } from 'zod';
import { code } from '../errors/message';
import { isNotOnlySpaces, isPersonName } from '../forms/text';
import { isKnownCountryCode } from '../identity/countries';

/**
 * A company's beneficial owners: the people who own over a quarter of it (the Finnish Act on
 * Preventing Money Laundering, 1:6). The register proposes them from its shareholders; the
 * representative confirms or corrects the list.
 */
export const BENEFICIAL_OWNER_SHARE_OVER = 25;
/** Each owns over a quarter: four never fit in a whole company. */
export const MAX_BENEFICIAL_OWNERS = 3;
const NAME_MAX_LENGTH = 50;

/** Whether an ownership share (percent, e.g. 40.5) makes its holder a beneficial owner. */
export const isBeneficialOwnerShare = (percent: number): boolean =>
  percent > BENEFICIAL_OWNER_SHARE_OVER && percent <= 100;

/** Percent with at most two decimals, as the register writes shares. */
const hasTwoDecimalsAtMost = (percent: number) =>
  Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-6;

const name = z
  .string({ error: code('errors.validation.required') })
  .trim()
  .min(1, { error: code('errors.validation.required'), abort: true })
  .max(NAME_MAX_LENGTH, { error: code('errors.validation.tooLong', { max: NAME_MAX_LENGTH }) })
  .refine((value) => isNotOnlySpaces(value) && isPersonName(value), {
    error: code('errors.validation.invalidChars'),
  });

/** A birth date in the past, after 1900. */
const birthDate = z.iso
  .date({ error: code('companyOnboarding.rules.birthDate') })
  .refine((date) => date > '1900-01-01' && date < new Date().toISOString().slice(0, 10), {
    error: code('companyOnboarding.rules.birthDate'),
  });

export const beneficialOwnerSchema = z.object({
  FirstName: name,
  LastName: name,
  BirthDate: birthDate,
  OwnershipPercent: z
    .number({ error: code('companyOnboarding.rules.ownerShare') })
    .refine(isBeneficialOwnerShare, { error: code('companyOnboarding.rules.ownerShare') })
    .refine(hasTwoDecimalsAtMost, { error: code('companyOnboarding.rules.ownerShare') }),
  /** Where the owner lives: an ISO country code. */
  CountryCode: z
    .string({ error: code('companyOnboarding.rules.country') })
    .refine((country): boolean => isKnownCountryCode(country), {
      error: code('companyOnboarding.rules.country'),
    }),
  IsPoliticallyExposed: z.boolean({ error: code('errors.validation.required') }),
});
export type BeneficialOwner = z.output<typeof beneficialOwnerSchema>;

/** The owners' shares together are at most the whole company. */
export const ownedInTotal = (owners: readonly Pick<BeneficialOwner, 'OwnershipPercent'>[]) =>
  owners.reduce((sum, owner) => sum + owner.OwnershipPercent, 0);

/** The confirmed list: none (nobody owns over a quarter) to three owners, within 100 %. */
export const beneficialOwnersSchema = z.object({
  BeneficialOwners: z
    .array(beneficialOwnerSchema, { error: code('errors.validation.required') })
    .max(MAX_BENEFICIAL_OWNERS, {
      error: code('companyOnboarding.rules.tooManyOwners', { max: MAX_BENEFICIAL_OWNERS }),
    })
    .refine((owners) => ownedInTotal(owners) <= 100 + 1e-6, {
      error: code('companyOnboarding.rules.ownersOverWhole'),
    }),
});
