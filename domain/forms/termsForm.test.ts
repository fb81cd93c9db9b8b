import { describe, expect, it } from 'vitest';
import { TERMS_REQUIRED, termsFormSchema } from './termsForm';

describe('termsFormSchema', () => {
  it('passes when the terms are accepted', () => {
    expect(termsFormSchema.parse({ termsAccepted: true })).toEqual({ termsAccepted: true });
  });

  it('asks to accept the terms when the box is not ticked', () => {
    for (const termsAccepted of [false, undefined, null, 'true', 1]) {
      const result = termsFormSchema.safeParse({ termsAccepted });
      expect(result.error?.issues, String(termsAccepted)).toMatchObject([
        { path: ['termsAccepted'], message: 'errors.validation.acceptTerms' },
      ]);
    }
    expect(TERMS_REQUIRED).toBe('errors.validation.acceptTerms');
  });
});
