import { z } from 'zod';
import { registrationContactSchema } from '../../../domain/customer/registration';
import { code } from '../../../domain/errors/message';
import { splitPhone } from '../../../domain/identity/phone';

/** The phone picker's number (`+358401234567`) as the calls take it: code and number apart. */
export const phoneParts = (phone: string) => {
  const { countryCode, number } = splitPhone(phone);
  return { CountryCode: countryCode ?? '', Number: number };
};

/** The form's values as the call takes them. */
export const contactOf = ({ Phone, ...rest }: { Phone: string } & Record<string, string>) => ({
  ...phoneParts(Phone),
  ...rest,
});

/** The contact form: one phone field (the kit's picker), the e-mail and the address. */
export const contactForm = z
  .object({
    Phone: z.string(),
    Email: z.string(),
    StreetAddress: z.string(),
    PostalCode: z.string(),
    City: z.string(),
  })
  .superRefine((values, context) => {
    const parsed = registrationContactSchema.safeParse(contactOf(values));
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]);
      context.addIssue({
        code: 'custom',
        path: [field === 'Number' || field === 'CountryCode' ? 'Phone' : field],
        message: field === 'CountryCode' ? code('errors.validation.invalidPhone') : issue.message,
      });
    }
  });
export type ContactFormInput = z.input<typeof contactForm>;
