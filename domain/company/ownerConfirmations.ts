/**
 * A company loan waits for each beneficial owner's own confirmation, given by strong
 * identification in their own session: nobody confirms for another. An owner the register
 * knows by no henkilötunnus cannot identify, so stays awaited.
 */
export interface OwnerToConfirm {
  personalId: string | null;
}

/** The beneficial owners who have not yet confirmed. */
export function awaitedOwners<O extends OwnerToConfirm>(
  owners: readonly O[],
  confirmedBy: readonly string[],
): O[] {
  return owners.filter((o) => o.personalId === null || !confirmedBy.includes(o.personalId));
}

/** Whether every beneficial owner has confirmed (true when the company has none). */
export const ownersHaveConfirmed = (
  owners: readonly OwnerToConfirm[],
  confirmedBy: readonly string[],
): boolean => awaitedOwners(owners, confirmedBy).length === 0;

/** Whether the person is one of the beneficial owners. */
export const isBeneficialOwner = (owners: readonly OwnerToConfirm[], personalId: string) =>
  owners.some((o) => o.personalId === personalId);
