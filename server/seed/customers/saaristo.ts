import { addMonths, subMonths } from 'date-fns';
import { createFinnishPersonalId } from '../../../domain/identity/finnishPersonalId';
import { createFinnishBusinessId } from '../../../domain/identity/finnishBusinessId';
import { eurosToCents } from '../../../domain/money/money';
import { createFinnishReference } from '../../../domain/payments/reference';
import { iso, monthlyDates } from '../calendar';
import { otherBankIban } from '../ibans';
import { sepaIn } from '../payments';
import type { SeedPlan } from '../plan';
import { addPerson } from './people';

export const SAARISTO_NAME = 'Saariston Logistiikka Oy';
/** Beside the register's other fictional companies, above the Y-tunnus numbers issued so far. */
export const SAARISTO_BUSINESS_ID = createFinnishBusinessId('9823157');

const KAISA = {
  firstName: 'Kaisa',
  lastName: 'Saaristo',
  birthDate: '1982-04-19',
  individualNumber: 962,
};
const TIMO = {
  firstName: 'Timo',
  lastName: 'Aalto',
  birthDate: '1977-08-30',
  individualNumber: 937,
};

/**
 * Demo people 12 and 13 and their company, Saariston Logistiikka Oy: a customer whose two
 * representatives sign together, so a company loan waits for both signatures. Kaisa Saaristo
 * (toimitusjohtaja) is its main user, Timo Aalto (hallituksen puheenjohtaja) may act for it;
 * neither banks with us personally.
 */
export function seedSaaristo(plan: SeedPlan): void {
  const kaisa = addPerson(plan, {
    ...KAISA,
    phone: '+358405556677',
    streetAddress: 'Satamakatu 4 B 8',
    postalCode: '20100',
    city: 'Turku',
    demoOrder: 12,
    demoRole: `Allekirjoittaa yhdessä toisen kanssa (${SAARISTO_NAME}), pääkäyttäjä`,
    ownRight: null,
  });
  const timo = addPerson(plan, {
    ...TIMO,
    phone: '+358405558899',
    streetAddress: 'Linnankatu 30',
    postalCode: '20100',
    city: 'Turku',
    demoOrder: 13,
    demoRole: `Allekirjoittaa yhdessä toisen kanssa (${SAARISTO_NAME})`,
    ownRight: null,
  });
  const since = subMonths(plan.today, 8);
  const company = plan.addCustomer({
    type: 'Company',
    name: SAARISTO_NAME,
    identityCode: SAARISTO_BUSINESS_ID,
    kycValidTo: iso(addMonths(plan.today, 30)),
    isKycVerified: true,
    email: 'toimisto@saaristonlogistiikka.example',
    phone: '+358225551000',
    streetAddress: 'Satamakatu 4',
    postalCode: '20100',
    city: 'Turku',
  });
  plan.grant(kaisa.userId, company, 'MainUser', 'Toimitusjohtaja');
  plan.grant(timo.userId, company, 'Authorized', 'Hallituksen puheenjohtaja');
  const account = plan.addAccount({
    customerId: company,
    type: 'BankAccount',
    product: 'payment',
    customName: 'Yritystili',
    openedAt: since,
  });
  let invoice = 7100;
  for (const date of monthlyDates(since, plan.yesterday, 10)) {
    invoice += 1;
    sepaIn(plan, {
      to: account,
      from: { name: 'Turun Satamahuolinta Oy', iban: otherBankIban('op', '5120877') },
      date,
      amount: eurosToCents(8_400),
      reference: createFinnishReference(String(invoice)),
      kind: 'customerInvoicePaid',
    });
  }
}

/** The company in the sandbox's register: its two representatives sign together. */
export const SAARISTO_REGISTER = {
  company: {
    businessId: SAARISTO_BUSINESS_ID,
    name: SAARISTO_NAME,
    streetAddress: 'Satamakatu 4',
    postalCode: '20100',
    city: 'Turku',
    industryCode: '49410',
    industry: 'Tieliikenteen tavarankuljetus',
    registeredOn: '2015-06-01',
  },
  representatives: [
    { ...KAISA, position: 'Toimitusjohtaja' },
    { ...TIMO, position: 'Hallituksen puheenjohtaja' },
  ].map(({ individualNumber, birthDate, ...person }) => ({
    ...person,
    businessId: SAARISTO_BUSINESS_ID,
    personalId: createFinnishPersonalId({ birthDate, individualNumber }),
    signingRight: 'TwoTogether' as const,
  })),
  shareholders: [
    { ...KAISA, shareHundredths: 55_00 },
    { ...TIMO, shareHundredths: 45_00 },
  ].map(({ individualNumber, ...holder }) => ({
    ...holder,
    businessId: SAARISTO_BUSINESS_ID,
    personalId: createFinnishPersonalId({ birthDate: holder.birthDate, individualNumber }),
  })),
} as const;
