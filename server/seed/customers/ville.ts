import type { SeedPlan } from '../plan';
import { addPerson } from './people';

/**
 * Demo person 10, Ville Uusitalo: not a customer of the bank. He can identify (for the landing
 * page's loan application, which makes him a customer) but has no online bank to log in to.
 */
export function seedVille(plan: SeedPlan): void {
  addPerson(plan, {
    firstName: 'Ville',
    lastName: 'Uusitalo',
    birthDate: '1994-06-12',
    individualNumber: 913,
    phone: '+358451234987',
    streetAddress: 'Hämeenkatu 21 C 14',
    postalCode: '33200',
    city: 'Tampere',
    demoOrder: 10,
    demoRole: 'Ei vielä asiakas: hakee kulutusluottoa laskurista',
    ownRight: null,
  });
}
