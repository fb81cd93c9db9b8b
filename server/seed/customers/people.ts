import { addYears } from 'date-fns';
import { createFinnishPersonalId } from '../../../domain/identity/finnishPersonalId';
import { iso } from '../calendar';
import type { SeedPlan } from '../plan';

export interface PersonSpec {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  birthDate: string;
  /** 900–999: a temporary henkilötunnus, never a real person's; odd for men, even for women. */
  individualNumber: number;
  /** +3584…, compact as the phone rules normalise it. */
  phone: string;
  streetAddress: string;
  postalCode: string;
  city: string;
  /** Position on the identification page; none for a generated customer, who is not offered. */
  demoOrder?: number;
  /** What the sandbox identification page says about this demo customer. */
  demoRole?: string;
  /** Defaults to `demoEmail` of the name. */
  email?: string;
  /** Defaults to two years from today. */
  kycValidTo?: Date;
  /** The person's own right on their customer; none for a company's card holder. */
  ownRight?: 'Owner' | 'ViewOnly' | null;
}

export interface Person {
  userId: string;
  /** Null for a user who has no customer of their own (a company's card holder). */
  customerId: string | null;
  name: string;
  personalId: string;
}

/** `aino.virtanen@example.com`: the reserved example domain, so no mail reaches anyone. */
export function demoEmail(firstName: string, lastName: string, domain = 'example.com'): string {
  const local = `${firstName}.${lastName}`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  return `${local}@${domain}`;
}

export function addPerson(plan: SeedPlan, spec: PersonSpec): Person {
  if (spec.individualNumber < 900 || spec.individualNumber > 999) {
    throw new RangeError(`Demo people have temporary codes (900–999): ${spec.individualNumber}`);
  }
  const personalId = createFinnishPersonalId({
    birthDate: spec.birthDate,
    individualNumber: spec.individualNumber,
  });
  const name = `${spec.firstName} ${spec.lastName}`;
  const userId = plan.addUser({
    personalId,
    firstName: spec.firstName,
    lastName: spec.lastName,
    demoRole: spec.demoRole ?? null,
    demoOrder: spec.demoOrder ?? null,
  });
  const ownRight = spec.ownRight === undefined ? 'Owner' : spec.ownRight;
  if (ownRight === null) return { userId, customerId: null, name, personalId };
  const customerId = plan.addCustomer({
    type: 'Person',
    name,
    identityCode: personalId,
    kycValidTo: iso(spec.kycValidTo ?? addYears(plan.today, 2)),
    isKycVerified: true,
    email: spec.email ?? demoEmail(spec.firstName, spec.lastName),
    phone: spec.phone,
    streetAddress: spec.streetAddress,
    postalCode: spec.postalCode,
    city: spec.city,
  });
  plan.grant(userId, customerId, ownRight);
  return { userId, customerId, name, personalId };
}
