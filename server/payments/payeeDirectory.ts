import { otherBankIban, swedishIban } from '../seed/ibans';

/**
 * The account holders of other banks that the sandbox can "ask" in a verification of payee.
 * A real bank asks the payee's bank over the EPC's VoP scheme; the sandbox has no other banks,
 * so it answers from this fixed list, and NotPossible for any other bank's IBAN.
 *
 * 1. Every counterparty in another bank that the demo seed names (server/seed/customers/*.ts):
 *    its saved payees, landlords, employers, suppliers and clients, with the names the seed gave.
 *    (The customers' own accounts in other banks are not here: the bank knows them from its own
 *    rows, as `ExternalBankAccount` accounts.)
 * 2. A few well-known Finnish creditors, so a tester can try a verification with a familiar
 *    name. Their account numbers are made up for the sandbox: they are NOT the creditors' real
 *    accounts, and no payment of the sandbox leaves it.
 */
const SEED_COUNTERPARTIES: readonly (readonly [string, string])[] = [
  // Aino Virtanen
  [otherBankIban('danske', '30001457'), 'Kiinteistö Oy Vallilan Helmi'],
  [otherBankIban('sPankki', '7204118'), 'Virta Sähkö Oy'],
  [otherBankIban('op', '6820334'), 'Linkki Mobiili Oy'],
  [otherBankIban('op', '5540129'), 'Aalto Logistiikka Oy'],
  [swedishIban('58398257466'), 'Elsa Lindqvist'],
  [otherBankIban('handelsbanken', '4400912'), 'Remonttipalvelu Nurmi Oy'],
  // Mikko
  [otherBankIban('op', '5712004'), 'Pirkanmaan Konepaja Oy'],
  [otherBankIban('op', '5800917'), 'Asuntosäätiö Näsi'],
  [otherBankIban('nordea', '2298140'), 'Vakuutus Oy Ahjo'],
  [otherBankIban('nordea', '3317208'), 'Autotalo Saarinen Oy'],
  // Liisa Mäkinen
  [otherBankIban('aktia', '310088'), 'Turun Hoivapalvelut Oy'],
  [otherBankIban('nordea', '4410276'), 'Turun Vuokra-asunnot Oy'],
  // Olli
  [otherBankIban('handelsbanken', '8812006'), 'Sijoituspalvelu Kasvu Oy'],
  // Tiina Järvinen
  [otherBankIban('op', '5480017'), 'Keski-Suomen Siivous Oy'],
  [otherBankIban('op', '5490328'), 'Jyväskylän Vuokratalot Oy'],
  [otherBankIban('nordea', '6631904'), 'Huonekalutalo Koti Oy'],
  // Pekka Nieminen
  [otherBankIban('op', '5301187'), 'Oulun Tietotekniikka Oy'],
  [otherBankIban('op', '5322904'), 'Asunto Oy Tuiran Ranta'],
  [otherBankIban('nordea', '5608821'), 'Oulun Energia Oy'],
  // Kuusela (the company and Jukka Kuusela)
  [otherBankIban('op', '5120449'), 'As Oy Tapiolan Puisto'],
  [otherBankIban('nordea', '1550873'), 'Kiinteistö Oy Leppävaaran Portti'],
  [otherBankIban('danske', '80213395'), 'Lahden Rakennuttajat Oy'],
  [otherBankIban('sPankki', '3088210'), 'Espoon Kotitalot Oy'],
  [otherBankIban('op', '5711682'), 'Matti ja Riikka Lahtinen'],
  [otherBankIban('op', '5602213'), 'Rautakauppa Kivinen Oy'],
  [otherBankIban('nordea', '2044718'), 'Betoni-Saarinen Oy'],
  [otherBankIban('aktia', '118802'), 'Puutavara Lehtola Oy'],
  [otherBankIban('handelsbanken', '2290647'), 'LVI-Tukku Ranta Oy'],
  [otherBankIban('op', '5713940'), 'Teemu Laaksonen'],
  [otherBankIban('nordea', '1902266'), 'Sanna Heikkinen'],
  [otherBankIban('sPankki', '3127719'), 'Ville Koskinen'],
  [otherBankIban('op', '5000120'), 'Verohallinto'],
  [otherBankIban('danske', '80450021'), 'Kiinteistö Oy Espoon Teollisuustie'],
  [otherBankIban('op', '5066135'), 'Jukka ja Minna Kuusela'],
  [otherBankIban('nordea', '2670551'), 'Konekauppa Häkkinen Oy'],
];

const WELL_KNOWN_CREDITORS: readonly (readonly [string, string])[] = [
  [otherBankIban('nordea', '7100021'), 'Helen Oy'],
  [otherBankIban('op', '5900034'), 'Elisa Oyj'],
  [otherBankIban('danske', '80900047'), 'Telia Finland Oyj'],
  [otherBankIban('nordea', '7100153'), 'Helsingin kaupunki'],
  [otherBankIban('op', '5900166'), 'Kansaneläkelaitos'],
];

/** Holder names by IBAN (electronic form). */
export const OTHER_BANKS_HOLDERS: ReadonlyMap<string, string> = new Map([
  ...SEED_COUNTERPARTIES,
  ...WELL_KNOWN_CREDITORS,
]);
