import { isFinnishIban, isValidIban, normaliseIban } from './iban';

/** A Finnish bank, known by its BIC; the name is the one the bank itself uses in Finland. */
export interface FinnishBank {
  bic: string;
  name: string;
}

/**
 * Finanssiala's identification codes of Finnish banks: the first digits of a Finnish account
 * number (of its BBAN) name the bank. Only the banks the sandbox can pay from are listed; an
 * account of any other bank is not offered.
 */
const BANKS_BY_CODE: readonly (readonly [code: string, bank: FinnishBank])[] = [
  ['1', { bic: 'NDEAFIHH', name: 'Nordea' }],
  ['2', { bic: 'NDEAFIHH', name: 'Nordea' }],
  ['31', { bic: 'HANDFIHH', name: 'Handelsbanken' }],
  ['33', { bic: 'ESSEFIHX', name: 'SEB' }],
  ['34', { bic: 'DABAFIHX', name: 'Danske Bank' }],
  ['36', { bic: 'SBANFIHH', name: 'S-Pankki' }],
  ['37', { bic: 'DNBAFIHX', name: 'DNB' }],
  ['38', { bic: 'SWEDFIHH', name: 'Swedbank' }],
  ['39', { bic: 'SBANFIHH', name: 'S-Pankki' }],
  ['405', { bic: 'HELSFIHH', name: 'Aktia' }],
  ['497', { bic: 'HELSFIHH', name: 'Aktia' }],
  ['5', { bic: 'OKOYFIHH', name: 'OP' }],
  ['6', { bic: 'AABAFI22', name: 'Ålandsbanken' }],
  ['799', { bic: 'HOLVFIHH', name: 'Holvi' }],
  ['8', { bic: 'DABAFIHH', name: 'Danske Bank' }],
];

/** The Finnish bank that keeps the account, or null for a foreign, invalid or unlisted one. */
export function finnishBankOf(iban: string): FinnishBank | null {
  if (!isValidIban(iban) || !isFinnishIban(iban)) return null;
  const bban = normaliseIban(iban).slice(4);
  return BANKS_BY_CODE.find(([code]) => bban.startsWith(code))?.[1] ?? null;
}
