import { z } from 'zod';
import { code } from '../domain/errors/message';

/**
 * zod's own messages as the bank's message codes, so that a wrong type, a too long text or an
 * unknown field is told in the customer's language like every other message. A schema's own
 * message, where it gives one, wins over these.
 */
export const bankErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return code(
        issue.input === undefined || issue.input === null
          ? 'errors.validation.required'
          : 'errors.validation.invalidType',
      );
    case 'too_big':
      return issue.origin === 'string'
        ? code('errors.validation.tooLong', { max: Number(issue.maximum) })
        : code('errors.validation.tooLarge', { max: Number(issue.maximum) });
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? code('errors.validation.required')
          : code('errors.validation.tooShort', { min: Number(issue.minimum) });
      }
      return code('errors.validation.tooSmall', { min: Number(issue.minimum) });
    case 'invalid_format':
      if (issue.format === 'uuid' || issue.format === 'guid')
        return code('errors.validation.invalidId');
      if (issue.format === 'date' || issue.format === 'datetime') {
        return code('errors.validation.invalidDate');
      }
      return code('errors.validation.invalidFormat');
    case 'invalid_value':
      return code('errors.validation.invalidChoice');
    case 'unrecognized_keys':
      return code('errors.validation.unknownField', { fields: issue.keys.join(', ') });
    default:
      return code('errors.validation.invalid');
  }
};

z.config({ customError: bankErrorMap });
