import type { Transaction } from '../db/database';
import { registerCompanies, registerRepresentatives, registerShareholders } from '../db/schema';
import { COMPANY_BUSINESS_ID, COMPANY_NAME } from './customers/kuusela';
import { SAARISTO_REGISTER } from './customers/saaristo';

/** The demo people who represent companies of the register, by their henkilötunnus. */
export const REGISTER_PEOPLE = {
  olli: { personalId: '250783-975M', firstName: 'Olli', lastName: 'Salminen' },
  aino: { personalId: '140388-9028', firstName: 'Aino', lastName: 'Virtanen' },
  mikko: { personalId: '021179-9130', firstName: 'Mikko', lastName: 'Korhonen' },
  liisa: { personalId: '210662-9246', firstName: 'Liisa', lastName: 'Mäkinen' },
  jukka: { personalId: '080574-9575', firstName: 'Jukka', lastName: 'Kuusela' },
} as const;

/** The register's fictional companies, by what each one shows in the onboarding. */
export const REGISTER_COMPANIES = {
  /** Olli signs alone; two shareholders over 25 %: the onboarding that succeeds. */
  salminen: '9823106-8',
  /** Olli is a deputy board member without a signing right: refused. */
  lahtiAccounting: '9823114-8',
  /** Aino and Mikko sign two together. */
  virtanenKorhonen: '9823122-8',
  /** The board signs; Liisa is its chair. */
  woodwork: '9823130-8',
  /** No demo person represents it. */
  espooSoftware: '9823149-8',
  /** Already a customer (demo customer 6): refused as such. */
  kuusela: COMPANY_BUSINESS_ID,
} as const;

const { olli, aino, mikko, liisa, jukka } = REGISTER_PEOPLE;
const B = REGISTER_COMPANIES;

const companies = [
  {
    businessId: B.salminen,
    name: 'Salmisen Viherrakennus Oy',
    streetAddress: 'Runeberginkatu 55 A 12',
    postalCode: '00260',
    city: 'Helsinki',
    industryCode: '81300',
    industry: 'Maisemanhoitopalvelut',
    registeredOn: '2016-03-01',
  },
  {
    businessId: B.lahtiAccounting,
    name: 'Lahden Tilitoimisto Oy',
    streetAddress: 'Vesijärvenkatu 11',
    postalCode: '15140',
    city: 'Lahti',
    industryCode: '69202',
    industry: 'Kirjanpito- ja tilinpäätöspalvelu',
    registeredOn: '2009-09-15',
  },
  {
    businessId: B.virtanenKorhonen,
    name: 'Virtanen & Korhonen Konsultointi Oy',
    streetAddress: 'Hämeenkatu 31 A 9',
    postalCode: '33200',
    city: 'Tampere',
    industryCode: '70220',
    industry: 'Muu liikkeenjohdon konsultointi',
    registeredOn: '2021-01-04',
  },
  {
    businessId: B.woodwork,
    name: 'Pirkanmaan Puutyö Oy',
    streetAddress: 'Teollisuustie 4',
    postalCode: '33470',
    city: 'Ylöjärvi',
    industryCode: '16230',
    industry: 'Rakennuspuusepäntuotteiden valmistus',
    registeredOn: '1998-05-20',
  },
  {
    businessId: B.espooSoftware,
    name: 'Espoon Ohjelmistotalo Oy',
    streetAddress: 'Keilaranta 1',
    postalCode: '02150',
    city: 'Espoo',
    industryCode: '62010',
    industry: 'Ohjelmistojen suunnittelu ja valmistus',
    registeredOn: '2012-11-30',
  },
  {
    businessId: B.kuusela,
    name: COMPANY_NAME,
    streetAddress: 'Teollisuustie 12',
    postalCode: '02920',
    city: 'Espoo',
    industryCode: '41200',
    industry: 'Asuin- ja muiden rakennusten rakentaminen',
    registeredOn: '2011-02-14',
  },
  SAARISTO_REGISTER.company,
].map((company) => ({ ...company, companyForm: 'Osakeyhtiö' }));

const representatives = [
  { businessId: B.salminen, ...olli, position: 'Toimitusjohtaja', signingRight: 'Alone' },
  {
    businessId: B.lahtiAccounting,
    ...olli,
    position: 'Hallituksen varajäsen',
    signingRight: 'None',
  },
  {
    businessId: B.lahtiAccounting,
    personalId: '030370-9502',
    firstName: 'Harri',
    lastName: 'Lahtinen',
    position: 'Toimitusjohtaja',
    signingRight: 'Alone',
  },
  {
    businessId: B.virtanenKorhonen,
    ...aino,
    position: 'Hallituksen jäsen',
    signingRight: 'TwoTogether',
  },
  {
    businessId: B.virtanenKorhonen,
    ...mikko,
    position: 'Hallituksen puheenjohtaja',
    signingRight: 'TwoTogether',
  },
  {
    businessId: B.woodwork,
    ...liisa,
    position: 'Hallituksen puheenjohtaja',
    signingRight: 'Board',
  },
  {
    businessId: B.espooSoftware,
    personalId: '121280-951R',
    firstName: 'Kari',
    lastName: 'Nurmi',
    position: 'Toimitusjohtaja',
    signingRight: 'Alone',
  },
  { businessId: B.kuusela, ...jukka, position: 'Toimitusjohtaja', signingRight: 'Alone' },
  ...SAARISTO_REGISTER.representatives,
] as const;

const shareholders = [
  {
    businessId: B.salminen,
    firstName: 'Olli',
    lastName: 'Salminen',
    birthDate: '1983-07-25',
    shareHundredths: 60_00,
    personalId: olli.personalId,
  },
  {
    businessId: B.salminen,
    firstName: 'Marja',
    lastName: 'Salminen',
    birthDate: '1985-02-11',
    shareHundredths: 40_00,
  },
  {
    businessId: B.lahtiAccounting,
    firstName: 'Harri',
    lastName: 'Lahtinen',
    birthDate: '1970-03-03',
    shareHundredths: 100_00,
    personalId: '030370-9502',
  },
  {
    businessId: B.virtanenKorhonen,
    firstName: 'Aino',
    lastName: 'Virtanen',
    birthDate: '1988-03-14',
    shareHundredths: 50_00,
    personalId: aino.personalId,
  },
  {
    businessId: B.virtanenKorhonen,
    firstName: 'Mikko',
    lastName: 'Korhonen',
    birthDate: '1979-11-02',
    shareHundredths: 50_00,
    personalId: mikko.personalId,
  },
  // Nobody over a quarter: the board's company has no beneficial owner by shares.
  ...['Mäkinen', 'Aalto', 'Lindroos', 'Heino', 'Rinne'].map((lastName, i) => ({
    businessId: B.woodwork,
    firstName: ['Liisa', 'Pentti', 'Eeva', 'Jari', 'Sirpa'][i]!,
    lastName,
    birthDate: `19${60 + i}-01-15`,
    shareHundredths: 20_00,
  })),
  {
    businessId: B.espooSoftware,
    firstName: 'Kari',
    lastName: 'Nurmi',
    birthDate: '1980-12-12',
    shareHundredths: 80_00,
    personalId: '121280-951R',
  },
  {
    businessId: B.kuusela,
    firstName: 'Jukka',
    lastName: 'Kuusela',
    birthDate: '1974-05-08',
    shareHundredths: 100_00,
    personalId: jukka.personalId,
  },
  ...SAARISTO_REGISTER.shareholders,
].map((holder) => ({ ...holder, countryCode: 'FI' }));

/** Writes the sandbox's company register: fictional companies, nobody's real data. */
export async function seedCompanyRegister(tx: Transaction): Promise<void> {
  await tx.insert(registerCompanies).values(companies);
  await tx.insert(registerRepresentatives).values([...representatives]);
  await tx.insert(registerShareholders).values(shareholders);
}
