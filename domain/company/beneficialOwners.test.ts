import { describe, expect, it } from 'vitest';
import {
  beneficialOwnersSchema,
  beneficialOwnerSchema,
  isBeneficialOwnerShare,
  type BeneficialOwner,
} from './beneficialOwners';

const owner = (overrides: Partial<BeneficialOwner> = {}): BeneficialOwner => ({
  FirstName: 'Olli',
  LastName: 'Salminen',
  BirthDate: '1983-07-25',
  OwnershipPercent: 60,
  CountryCode: 'FI',
  IsPoliticallyExposed: false,
  ...overrides,
});

const firstProblem = (value: unknown) =>
  beneficialOwnersSchema.safeParse({ BeneficialOwners: value }).error?.issues[0];

describe('beneficial owners', () => {
  it('own over a quarter, never exactly a quarter, at most the whole', () => {
    expect(isBeneficialOwnerShare(25)).toBe(false);
    expect(isBeneficialOwnerShare(25.01)).toBe(true);
    expect(isBeneficialOwnerShare(100)).toBe(true);
    expect(isBeneficialOwnerShare(100.01)).toBe(false);
  });

  it('takes two owners of 60 % and 40 %, and none at all', () => {
    expect(firstProblem([owner(), owner({ FirstName: 'Aino', OwnershipPercent: 40 })])).toBe(
      undefined,
    );
    expect(firstProblem([])).toBe(undefined);
  });

  it('refuses shares over the whole company, on the list', () => {
    expect(firstProblem([owner(), owner({ OwnershipPercent: 50 })])).toMatchObject({
      path: ['BeneficialOwners'],
      message: 'companyOnboarding.rules.ownersOverWhole',
    });
  });

  it('refuses four owners', () => {
    expect(
      firstProblem(
        [owner({ OwnershipPercent: 26 })].concat(Array(3).fill(owner({ OwnershipPercent: 26 }))),
      ),
    ).toMatchObject({ message: 'companyOnboarding.rules.tooManyOwners|{"max":3}' });
  });

  it.each([
    ['OwnershipPercent', 25, 'companyOnboarding.rules.ownerShare'],
    ['OwnershipPercent', 30.123, 'companyOnboarding.rules.ownerShare'],
    ['BirthDate', '2999-01-01', 'companyOnboarding.rules.birthDate'],
    ['BirthDate', '31.12.1980', 'companyOnboarding.rules.birthDate'],
    ['CountryCode', 'XX', 'companyOnboarding.rules.country'],
    ['FirstName', '   ', 'errors.validation.required'],
    ['LastName', 'Salminen<script>', 'errors.validation.invalidChars'],
  ])('names the field %s for %j', (field, value, message) => {
    const problem = beneficialOwnerSchema.safeParse(owner({ [field]: value })).error?.issues[0];
    expect(problem).toMatchObject({ path: [field], message });
  });
});
