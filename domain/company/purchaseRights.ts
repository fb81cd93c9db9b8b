import { z } from 'zod';
import { code } from '../errors/message';
import { isNotOnlySpaces, isPersonName } from '../forms/text';
import {
  isValidFinnishPersonalId,
  normaliseFinnishPersonalId,
} from '../identity/finnishPersonalId';

/**
 * A company's main user grants a person the right to act for the company (ostovaltuus), and
 * removes it. The person is named by henkilötunnus, the name as a check for the main user's eye.
 */
const NAME_MAX_LENGTH = 50;

const name = z
  .string({ error: code('errors.validation.required') })
  .trim()
  .min(1, { error: code('errors.validation.required'), abort: true })
  .max(NAME_MAX_LENGTH, { error: code('errors.validation.tooLong', { max: NAME_MAX_LENGTH }) })
  .refine((value) => isNotOnlySpaces(value) && isPersonName(value), {
    error: code('errors.validation.invalidChars'),
  });

export const purchaseRightGrantSchema = z.object({
  PersonalId: z
    .string({ error: code('purchaseRights.rules.personalId') })
    .overwrite(normaliseFinnishPersonalId)
    .refine(isValidFinnishPersonalId, { error: code('purchaseRights.rules.personalId') }),
  FirstName: name,
  LastName: name,
});
export type PurchaseRightGrant = z.output<typeof purchaseRightGrantSchema>;

/** The rights a company's users hold: only the main user grants and removes the others'. */
export type CompanyRole = 'MainUser' | 'Authorized' | 'CardHolder' | 'ViewOnly' | 'Owner';
export const mayGrantPurchaseRights = (role: CompanyRole): boolean => role === 'MainUser';
