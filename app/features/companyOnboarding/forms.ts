import { z } from 'zod';
import { businessIdSchema } from '../../../domain/company/businessId';
import { countriesSortedByName } from '../../../domain/identity/countries';
import { termsAcceptedField } from '../../../domain/forms/termsForm';

export const searchForm = z.object({ BusinessId: businessIdSchema });

/** A percent as typed (`40,5`), read with either decimal mark; what is no number stays text. */
export const readPercent = (typed: unknown) => {
  const text = String(typed ?? '').trim();
  const value = Number(text.replace(',', '.'));
  return text === '' || Number.isNaN(value) ? text : value;
};

export const confirmForm = z.object({ TermsAccepted: termsAcceptedField });

/** The countries to choose from, by their Finnish names (the spec's country table). */
export const countryOptions = () =>
  countriesSortedByName().map((country) => ({ value: country.code, label: country.name }));
