import { addDays, subMonths } from 'date-fns';
import { eurosToCents } from '../../../domain/money/money';
import { monthlyDates } from '../calendar';
import { otherBankIban } from '../ibans';
import { sepaIn, sepaOut, type Party } from '../payments';
import type { SeedPlan } from '../plan';
import { addPerson } from './people';

/**
 * The relation tag of accounts the investment partner keeps for its clients in the sandbox
 * bank. Spec names three partner-relation tags without their values; the demo uses this one.
 */
export const PARTNER_TAG = 'partner';

const partner: Party = {
  name: 'Sijoituspalvelu Kasvu Oy',
  iban: otherBankIban('handelsbanken', '8812006'),
};

/**
 * Demo customer 8, Olli Salminen: his only accounts are the investment partner's cash accounts,
 * shown but with every money button disabled.
 */
export function seedOlli(plan: SeedPlan): void {
  const { today } = plan;
  const olli = addPerson(plan, {
    firstName: 'Olli',
    lastName: 'Salminen',
    birthDate: '1983-07-25',
    individualNumber: 975,
    phone: '+358447890123',
    streetAddress: 'Runeberginkatu 55 A 12',
    postalCode: '00260',
    city: 'Helsinki',
    demoOrder: 8,
    demoRole: 'Henkilöasiakas: vain sijoituskumppanin tilejä',
  });
  const customerId = olli.customerId!;
  const since = subMonths(today, 9);
  const ownDanske: Party = { name: olli.name, iban: otherBankIban('danske', '50044127') };
  const cash = plan.addAccount({
    customerId,
    type: 'BankAccount',
    product: 'investmentPartner',
    customName: 'Sijoitustilin käteisvarat',
    relationTags: [PARTNER_TAG],
    openedAt: since,
  });
  const managed = plan.addAccount({
    customerId,
    type: 'BankAccount',
    product: 'investmentPartner',
    customName: 'Varainhoidon käteistili',
    relationTags: [PARTNER_TAG],
    openedAt: addDays(since, 30),
  });
  sepaIn(plan, {
    to: cash,
    from: ownDanske,
    date: since,
    amount: eurosToCents(15_000),
    message: 'Sijoitusvarat',
    kind: 'externalDeposit',
  });
  sepaIn(plan, {
    to: managed,
    from: ownDanske,
    date: addDays(since, 30),
    amount: eurosToCents(25_000),
    message: 'Varainhoito',
    kind: 'externalDeposit',
  });
  for (const date of monthlyDates(addDays(since, 10), plan.yesterday, 10)) {
    sepaOut(plan, {
      from: cash,
      to: partner,
      date,
      amount: eurosToCents(500),
      message: 'Rahastomerkintä, kuukausisäästö',
    });
  }
  sepaIn(plan, {
    to: managed,
    from: partner,
    date: subMonths(today, 3),
    amount: eurosToCents(412.36),
    message: 'Osinkotuotot',
  });
  sepaOut(plan, {
    from: managed,
    to: partner,
    date: subMonths(today, 2),
    amount: eurosToCents(10_000),
    message: 'Osakekauppa, toimeksianto 88213',
  });
}
