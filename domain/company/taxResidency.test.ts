import { describe, expect, it } from 'vitest';
import { taxIdentifierProblem, taxInformationSchema, taxResidencySchema } from './taxResidency';

describe('tax residencies and their identifiers', () => {
  it.each([
    ['FI', '0112038-9'],
    ['FI', '140388-9028'],
    ['SE', '19811218-9876'],
    ['DK', '0707614285'],
    ['PL', '44051401359'],
    ['PL', '123-456-32-18'],
    ['US', '98Q96B.00000.LE.250'],
    ['DE', 'DE 123/456/78901'],
  ])('%s takes %s', (country, identifier) => {
    expect(taxIdentifierProblem(country, identifier)).toBeNull();
  });

  it('checks each country by its own rule', () => {
    expect(taxIdentifierProblem('FI', '0112038-8')).toBe('companyOnboarding.rules.taxIdentifierFI');
    expect(taxIdentifierProblem('SE', '19811218-9877')).toBe(
      'companyOnboarding.rules.taxIdentifierSE',
    );
    expect(taxIdentifierProblem('DK', '0707614284')).toBe(
      'companyOnboarding.rules.taxIdentifierDK',
    );
    expect(taxIdentifierProblem('PL', '44051401358')).toBe(
      'companyOnboarding.rules.taxIdentifierPL',
    );
    expect(taxIdentifierProblem('US', '98O96B.00000.LE.250')).toBe(
      'companyOnboarding.rules.taxIdentifierUS',
    );
    expect(taxIdentifierProblem('DE', '<x>')).toBe('companyOnboarding.rules.taxIdentifier');
  });

  it('keeps the identifier trimmed and in capitals, and names the identifier when wrong', () => {
    expect(
      taxResidencySchema.parse({ CountryCode: 'us', TaxIdentifier: ' 98q96b.00000.le.250 ' }),
    ).toEqual({ CountryCode: 'US', TaxIdentifier: '98Q96B.00000.LE.250' });
    expect(
      taxResidencySchema.safeParse({ CountryCode: 'US', TaxIdentifier: '123' }).error?.issues[0]
        ?.path,
    ).toEqual(['TaxIdentifier']);
  });

  it('needs one country at least, each once', () => {
    const problem = (TaxResidencies: unknown) =>
      taxInformationSchema.safeParse({ TaxResidencies }).error?.issues[0]?.message;
    expect(problem([])).toBe('companyOnboarding.rules.taxResidencyRequired');
    const fi = { CountryCode: 'FI', TaxIdentifier: '0112038-9' };
    expect(problem([fi, fi])).toBe('companyOnboarding.rules.taxCountryTwice');
    expect(problem([fi])).toBeUndefined();
  });
});
