import type { SeedPlan } from '../plan';
import { addPerson } from './people';

/**
 * Demo person 11, Helmi Rekola: not a customer of the bank. She identifies to register as a
 * customer herself (`/open/registration`) and lands in an empty bank.
 */
export function seedHelmi(plan: SeedPlan): void {
  addPerson(plan, {
    firstName: 'Helmi',
    lastName: 'Rekola',
    birthDate: '1998-09-23',
    individualNumber: 942,
    phone: '+358401239876',
    streetAddress: 'Kauppakatu 3 A 1',
    postalCode: '40100',
    city: 'Jyväskylä',
    demoOrder: 11,
    demoRole: 'Ei vielä asiakas: ryhtyy asiakkaaksi verkossa',
    ownRight: null,
  });
}
