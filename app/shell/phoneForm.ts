import { z } from 'zod';
import { phoneChangeSchema } from '../../domain/customer/ownDetails';
import { code } from '../../domain/errors/message';
import { splitPhone } from '../../domain/identity/phone';

/** The picker's number (`+358401234567`) as the calls take it: code and number apart. */
export const asPhoneChange = (phone: string) => {
  const { countryCode, number } = splitPhone(phone);
  return { CountryCode: countryCode ?? '', Number: number };
};

/** A phone number to send an SMS code to, checked by the phone rules of the bank. */
export const phoneForm = z.object({
  Phone: z.string().refine((phone) => phoneChangeSchema.safeParse(asPhoneChange(phone)).success, {
    error: code('errors.validation.invalidPhone'),
  }),
});
