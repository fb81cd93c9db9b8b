import { addDays } from 'date-fns';
import { createFinnishPersonalId } from '../../../domain/identity/finnishPersonalId';
import { iso } from '../calendar';
import { demoEmail, type PersonSpec } from '../customers/people';
import type { Random } from '../random';

const WOMEN = [
  'Aino',
  'Helmi',
  'Emma',
  'Sofia',
  'Olivia',
  'Ella',
  'Aada',
  'Venla',
  'Iida',
  'Lilja',
  'Kaisa',
  'Maria',
  'Anna',
  'Laura',
  'Johanna',
  'Sari',
  'Tiina',
  'Päivi',
  'Minna',
  'Leena',
  'Pirjo',
  'Marja',
  'Hanna',
  'Elina',
] as const;
const MEN = [
  'Juhani',
  'Mikael',
  'Matti',
  'Timo',
  'Jari',
  'Kari',
  'Antti',
  'Mikko',
  'Jukka',
  'Pekka',
  'Ville',
  'Eero',
  'Leo',
  'Onni',
  'Elias',
  'Oliver',
  'Väinö',
  'Eino',
  'Aleksi',
  'Lauri',
  'Tuomas',
  'Janne',
  'Petri',
  'Markku',
] as const;
const SURNAMES = [
  'Korhonen',
  'Virtanen',
  'Mäkinen',
  'Nieminen',
  'Mäkelä',
  'Hämäläinen',
  'Laine',
  'Heikkinen',
  'Koskinen',
  'Järvinen',
  'Lehtonen',
  'Lehtinen',
  'Saarinen',
  'Salminen',
  'Heinonen',
  'Niemi',
  'Heikkilä',
  'Kinnunen',
  'Salonen',
  'Turunen',
  'Salo',
  'Laitinen',
  'Tuominen',
  'Rantanen',
  'Karjalainen',
  'Jokinen',
  'Mattila',
  'Savolainen',
  'Lahtinen',
  'Ahonen',
] as const;

/** Streets of Finnish towns, with the postal code of the street's district. */
const STREETS = [
  { street: 'Mannerheimintie', postalCode: '00100', city: 'Helsinki' },
  { street: 'Kaarlenkatu', postalCode: '00530', city: 'Helsinki' },
  { street: 'Itäkatu', postalCode: '00930', city: 'Helsinki' },
  { street: 'Tapiontori', postalCode: '02100', city: 'Espoo' },
  { street: 'Ratatie', postalCode: '01300', city: 'Vantaa' },
  { street: 'Hämeenkatu', postalCode: '33100', city: 'Tampere' },
  { street: 'Aurakatu', postalCode: '20100', city: 'Turku' },
  { street: 'Kirkkokatu', postalCode: '90100', city: 'Oulu' },
  { street: 'Kauppakatu', postalCode: '40100', city: 'Jyväskylä' },
  { street: 'Aleksanterinkatu', postalCode: '15100', city: 'Lahti' },
  { street: 'Puijonkatu', postalCode: '70100', city: 'Kuopio' },
  { street: 'Torikatu', postalCode: '80100', city: 'Joensuu' },
] as const;

/** The oldest and youngest generated customer's year of birth. */
const BORN_FROM = 1945;
const BORN_TO = 2006;

export type GeneratedPerson = Required<
  Pick<
    PersonSpec,
    | 'firstName'
    | 'lastName'
    | 'birthDate'
    | 'individualNumber'
    | 'phone'
    | 'email'
    | 'streetAddress'
    | 'postalCode'
    | 'city'
  >
> & { personalId: string };

/**
 * A made-up person of the large bank, number `index` (0, 1, …). Their henkilötunnus is a temporary
 * one (900–999) like the demo's, so never a real person's; `taken` holds every code already in
 * the bank, and a person whose code is taken is born again on another day.
 */
export function generatePerson(
  random: Random,
  index: number,
  taken: ReadonlySet<string>,
): GeneratedPerson {
  const woman = random.chance(0.5);
  const firstName = random.pick(woman ? WOMEN : MEN);
  const lastName = random.pick(SURNAMES);
  let birthDate: string;
  let individualNumber: number;
  let personalId: string;
  do {
    const born = new Date(random.int(BORN_FROM, BORN_TO), 0, 1);
    birthDate = iso(addDays(born, random.int(0, 364)));
    // Even for women, odd for men.
    individualNumber = 900 + 2 * random.int(0, 49) + (woman ? 0 : 1);
    personalId = createFinnishPersonalId({ birthDate, individualNumber });
  } while (taken.has(personalId));
  const address = random.pick(STREETS);
  return {
    firstName,
    lastName,
    birthDate,
    individualNumber,
    personalId,
    // 050 numbers by the person's number: unique in the bank.
    phone: `+35850${String(index).padStart(7, '0')}`,
    email: demoEmail(firstName, `${lastName}.${index + 1}`),
    streetAddress: `${address.street} ${random.int(1, 90)}${random.chance(0.6) ? ` A ${random.int(1, 40)}` : ''}`,
    postalCode: address.postalCode,
    city: address.city,
  };
}
