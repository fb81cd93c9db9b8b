import type { SeedPlan } from '../plan';
import { addPerson } from './people';

/** Demo customer 9, Emilia Lehtonen: a customer with no account at all (referral is disabled). */
export function seedEmilia(plan: SeedPlan): void {
  addPerson(plan, {
    firstName: 'Emilia',
    lastName: 'Lehtonen',
    birthDate: '2001-04-19',
    individualNumber: 984,
    phone: '+358468901234',
    streetAddress: 'Aleksanterinkatu 18 A 3',
    postalCode: '15110',
    city: 'Lahti',
    demoOrder: 9,
    demoRole: 'Henkilöasiakas: ei pankkitiliä',
  });
}
