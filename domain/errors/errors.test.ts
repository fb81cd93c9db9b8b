import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorBody, FALLBACK_ERROR_KEY, isErrorBody, normaliseError } from './errors';

describe('isErrorBody', () => {
  it('treats any object with a ModelState or a status field as an error (catalogue §8)', () => {
    expect(isErrorBody({ ModelState: {} })).toBe(true);
    expect(isErrorBody({ status: 400 })).toBe(true);
    expect(isErrorBody({ ModelState: { Iban: 'Virheellinen tilinumero' }, status: 400 })).toBe(
      true,
    );
    expect(isErrorBody({ status: undefined })).toBe(true);
  });

  it('lets ordinary answers and non-objects through', () => {
    expect(isErrorBody({ Id: '1', Balance: 100 })).toBe(false);
    expect(isErrorBody([{ status: 400 }])).toBe(false);
    expect(isErrorBody(null)).toBe(false);
    expect(isErrorBody(undefined)).toBe(false);
    expect(isErrorBody('status')).toBe(false);
    expect(isErrorBody(400)).toBe(false);
  });
});

describe('normaliseError', () => {
  it('takes the first ModelState key and its message', () => {
    expect(
      normaliseError({
        ModelState: { RecipientIban: 'Virheellinen tilinumero', RecipientName: 'x' },
        status: 400,
      }),
    ).toEqual({ ErrorKey: 'RecipientIban', ErrorMessage: 'Virheellinen tilinumero' });
  });

  it('takes the first message when a field carries a list of them', () => {
    expect(normaliseError({ ModelState: { Amount: ['min_amount', 'max_length'] } })).toEqual({
      ErrorKey: 'Amount',
      ErrorMessage: 'min_amount',
    });
  });

  it('skips a key without a readable message for the next one', () => {
    expect(normaliseError({ ModelState: { Amount: [], Iban: ['', 'Virheellinen'] } })).toEqual({
      ErrorKey: 'Iban',
      ErrorMessage: 'Virheellinen',
    });
  });

  it('keeps the first key with the technical error when no key has a message', () => {
    expect(normaliseError({ ModelState: { Amount: ['  '], Iban: 3 } })).toEqual({
      ErrorKey: 'Amount',
      ErrorMessage: 'errors.technical',
    });
  });

  it("falls back to the body's Message when ModelState is empty or absent", () => {
    expect(normaliseError({ ModelState: {}, Message: 'The request is invalid.' })).toEqual({
      ErrorKey: FALLBACK_ERROR_KEY,
      ErrorMessage: 'The request is invalid.',
    });
    expect(normaliseError({ status: 401, message: 'Unauthorized' }).ErrorMessage).toBe(
      'Unauthorized',
    );
  });

  it('gives the technical error for a bare status, a broken ModelState or no object at all', () => {
    const technical = { ErrorKey: 'technical_error', ErrorMessage: 'errors.technical' };
    expect(normaliseError({ status: 500 })).toEqual(technical);
    expect(normaliseError({ ModelState: 'nope', status: 400 })).toEqual(technical);
    expect(normaliseError({ ModelState: ['Iban'], status: 400 })).toEqual(technical);
    expect(normaliseError('<html>Bad gateway</html>')).toEqual(technical);
    expect(normaliseError(null)).toEqual(technical);
  });

  it('reads back the field and message of every body errorBody builds', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.string().filter((message) => message.trim() !== ''),
        fc.integer({ min: 400, max: 499 }),
        (field, message, status) => {
          const body = errorBody(field, message, status);
          expect(isErrorBody(body)).toBe(true);
          expect(normaliseError(body)).toEqual({ ErrorKey: field, ErrorMessage: message });
        },
      ),
    );
  });
});

describe('errorBody', () => {
  it('answers 400 unless told otherwise', () => {
    expect(errorBody('Email', 'invalidType')).toEqual({
      ModelState: { Email: 'invalidType' },
      status: 400,
    });
    expect(errorBody('Amount', 'insufficient_funds', 422).status).toBe(422);
  });
});
