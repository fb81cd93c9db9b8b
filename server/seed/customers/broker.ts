import { eq } from 'drizzle-orm';
import { createFinnishPersonalId } from '../../../domain/identity/finnishPersonalId';
import type { Database } from '../../db/database';
import { brokers, users } from '../../db/schema';
import type { SeedPlan } from '../plan';
import { addPerson } from './people';

export const BROKER_FIRM = 'Lehmus Rahoituspalvelut Oy';

const ILKKA = {
  firstName: 'Ilkka',
  lastName: 'Lehmus',
  birthDate: '1979-02-14',
  individualNumber: 971,
};
export const ILKKA_PERSONAL_ID = createFinnishPersonalId(ILKKA);

/**
 * Demo person 14, Ilkka Lehmus: a loan broker (of a fictional firm) who applies for company
 * loans on his clients' behalf. A customer of his own, so that the bank's strong login opens his
 * session; the broker is a role the `brokers` table gives him, not a right to any company.
 */
export function seedBrokerPerson(plan: SeedPlan): void {
  addPerson(plan, {
    ...ILKKA,
    phone: '+358405553311',
    streetAddress: 'Aleksanterinkatu 17',
    postalCode: '00100',
    city: 'Helsinki',
    demoOrder: 14,
    demoRole: `Lainanvälittäjä (${BROKER_FIRM}): hakee yrityslainaa asiakkaan puolesta`,
  });
}

/** Registers the broker person as a broker, once the plan's users are written. */
export async function seedBrokers(db: Database): Promise<void> {
  const [ilkka] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.personalId, ILKKA_PERSONAL_ID));
  await db.insert(brokers).values({ userId: ilkka!.id, firmName: BROKER_FIRM });
}
