import { z } from 'zod';
import { code } from '../errors/message';
import { isValidFinnishBusinessId } from '../identity/finnishBusinessId';

/** A Y-tunnus as typed: spaces around it dropped, then `NNNNNNN-T` with its check digit. */
export const businessIdSchema = z
  .string({ error: code('companyOnboarding.rules.businessId') })
  .trim()
  .refine(isValidFinnishBusinessId, { error: code('companyOnboarding.rules.businessId') });
