import { eurosToCents, type Cents } from '../../../domain/money/money';
import type { Bill } from '../customers/everyday';
import { otherBankIban, type OtherBank } from '../ibans';
import type { Party } from '../payments';
import type { Random } from '../random';

/** Who the generated customers are paid by and pay to, and where they shop. */

/** Someone with an account in another Finnish bank. */
export const party = (name: string, bank: OtherBank, account: string): Party => ({
  name,
  iban: otherBankIban(bank, account),
});

export const EMPLOYERS = [
  party('Pohjolan Logistiikka Oy', 'op', '5540771'),
  party('Kaupunkiterveys Oy', 'nordea', '1209344'),
  party('Sisä-Suomen Rakennus Oy', 'op', '5712388'),
  party('Tietotalo Koodi Oy', 'danske', '30004512'),
  party('Hyvinvointialue Pirkanmaa', 'nordea', '1180022'),
  party('Kauppahuone Aalto Oy', 'sPankki', '7200451'),
  party('Meriteollisuus Oy', 'handelsbanken', '1129907'),
  party('Koulutuskuntayhtymä Harju', 'aktia', '4410083'),
  party('Kuljetus Salo Ky', 'op', '5801266'),
  party('Ravintolat Kulma Oy', 'nordea', '2290017'),
] as const;
export const LANDLORDS = [
  party('Kiinteistö Oy Kalliorinne', 'danske', '30001998'),
  party('Asunto Oy Puistokulma', 'op', '5800344'),
  party('Vuokrakodit Oy', 'nordea', '1377802'),
  party('Opiskelija-asunnot Sr', 'op', '5809121'),
  party('Asuntosäätiö Näsi', 'op', '5800917'),
] as const;
export const ELECTRICITY = [
  party('Virta Sähkö Oy', 'sPankki', '7204118'),
  party('Tuuli Energia Oy', 'nordea', '1661203'),
] as const;
export const OPERATORS = [
  party('Linkki Mobiili Oy', 'op', '6820334'),
  party('Aalto Verkot Oy', 'danske', '30007710'),
] as const;
export const INSURERS = [
  party('Vakuutus Oy Ahjo', 'nordea', '2298140'),
  party('Keskinäinen Vakuutusyhtiö Turva', 'op', '5400912'),
] as const;

export const GROCERIES = [
  'K-Market',
  'S-market',
  'Lidl',
  'Alepa',
  'Prisma',
  'K-Citymarket',
  'Sale',
];
export const EATING_OUT = [
  'Lounasravintola Helmi',
  'Kahvila Kulma',
  'Hesburger',
  'Pizzeria Napoli',
];
/** Other shops with the euros a purchase there costs. */
export const SHOPS = [
  { merchant: 'R-kioski', euros: [3, 15] },
  { merchant: 'Yliopiston Apteekki', euros: [8, 60] },
  { merchant: 'Neste', euros: [30, 90] },
  { merchant: 'Tokmanni', euros: [10, 70] },
  { merchant: 'VR', euros: [9, 65] },
  { merchant: 'Verkkokauppa.com', euros: [15, 120] },
] as const;
export const SUBSCRIPTIONS = [
  { merchant: 'Spotify', amount: eurosToCents(11.99), day: 3 },
  { merchant: 'Netflix', amount: eurosToCents(13.99), day: 14 },
] as const;

/** Rounded to 5 euros, at least 5: what a rent or a monthly saving is. */
export const roundTo5Euros = (cents: Cents) => Math.max(500, Math.round(cents / 500) * 500);

/**
 * A customer's monthly bills: rent of a quarter to a third of the salary, electricity by use, a
 * phone and an insurance; each with the national reference of the customer's contract.
 */
export function monthlyBills(
  random: Random,
  customerNumber: string,
  salary: Cents,
): (Bill & { referenceBase: string })[] {
  return [
    {
      payee: random.pick(LANDLORDS),
      amount: roundTo5Euros(salary * (random.int(25, 35) / 100)),
      day: random.int(1, 5),
      referenceBase: `3${customerNumber}`,
    },
    {
      payee: random.pick(ELECTRICITY),
      amount: [eurosToCents(25), eurosToCents(120)],
      day: 18,
      referenceBase: `5${customerNumber}`,
    },
    {
      payee: random.pick(OPERATORS),
      amount: eurosToCents(random.pick([19.9, 24.9, 29.9, 34.9])),
      day: 20,
      referenceBase: `6${customerNumber}`,
    },
    {
      payee: random.pick(INSURERS),
      amount: random.cents(12, 45),
      day: 25,
      referenceBase: `8${customerNumber}`,
    },
  ];
}
