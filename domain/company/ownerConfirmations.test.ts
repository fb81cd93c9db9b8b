import { describe, expect, it } from 'vitest';
import { awaitedOwners, isBeneficialOwner, ownersHaveConfirmed } from './ownerConfirmations';

const kaisa = { personalId: '190482-962A' };
const timo = { personalId: '300877-937B' };
const unknown = { personalId: null };

describe('beneficial owners’ confirmations', () => {
  it('awaits each owner until they confirm for themselves', () => {
    expect(awaitedOwners([kaisa, timo], [])).toEqual([kaisa, timo]);
    expect(awaitedOwners([kaisa, timo], [kaisa.personalId])).toEqual([timo]);
    expect(ownersHaveConfirmed([kaisa, timo], [kaisa.personalId])).toBe(false);
    expect(ownersHaveConfirmed([kaisa, timo], [timo.personalId, kaisa.personalId])).toBe(true);
  });

  it('needs nobody when there is no owner, and always awaits one without a henkilötunnus', () => {
    expect(ownersHaveConfirmed([], [])).toBe(true);
    expect(ownersHaveConfirmed([unknown], [kaisa.personalId])).toBe(false);
  });

  it('knows an owner by henkilötunnus only', () => {
    expect(isBeneficialOwner([kaisa, unknown], kaisa.personalId)).toBe(true);
    expect(isBeneficialOwner([kaisa, unknown], timo.personalId)).toBe(false);
  });
});
