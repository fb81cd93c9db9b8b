import { describe, expect, it } from 'vitest';
import { mayGrantPurchaseRights, purchaseRightGrantSchema } from './purchaseRights';

describe('granting a purchase right', () => {
  it('names a person by a valid henkilötunnus, kept in capitals', () => {
    expect(
      purchaseRightGrantSchema.parse({
        PersonalId: ' 140388-9028 ',
        FirstName: 'Aino',
        LastName: 'Virtanen',
      }),
    ).toEqual({ PersonalId: '140388-9028', FirstName: 'Aino', LastName: 'Virtanen' });
  });

  it('refuses a henkilötunnus with a wrong check mark, on its field', () => {
    const problem = purchaseRightGrantSchema.safeParse({
      PersonalId: '140388-9029',
      FirstName: 'Aino',
      LastName: 'Virtanen',
    }).error?.issues[0];
    expect(problem).toMatchObject({
      path: ['PersonalId'],
      message: 'purchaseRights.rules.personalId',
    });
  });

  it('is the main user’s alone', () => {
    expect(mayGrantPurchaseRights('MainUser')).toBe(true);
    expect(mayGrantPurchaseRights('Authorized')).toBe(false);
    expect(mayGrantPurchaseRights('CardHolder')).toBe(false);
  });
});
