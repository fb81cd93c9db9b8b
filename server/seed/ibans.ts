import { composeIBAN } from 'ibantools';

/**
 * IBANs of the demo. The sandbox bank has a Finnish bank group code of its own: 719. Finanssiala's
 * list of Finnish bank codes gives the 7xx codes 713 (Citibank), 715 (Säästöpankkien
 * Keskuspankki), 717 (Bigbank), 798 (Viva Payment Services) and 799 (Holvi); 719 belongs to no
 * bank, so a demo account number cannot be mistaken for a real customer's account.
 */
export const SANDBOX_BANK = {
  name: 'Hiekkalaatikkopankki',
  /** The first three digits of the BBAN. */
  groupCode: '719',
  // Made up for the sandbox; HIEK ("hiekkalaatikko", sandbox) is not a Finnish bank's BIC.
  bic: 'HIEKFIHH',
} as const;

/**
 * The check digit of a Finnish account number in machine form: Luhn modulo 10 over the 13
 * digits before it, as Finanssiala's account number guide gives it.
 */
export function luhnCheckDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[digits.length - 1 - i]);
    const weighted = i % 2 === 0 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return String((10 - (sum % 10)) % 10);
}

function finnishIban(first13: string): string {
  if (!/^\d{13}$/.test(first13)) throw new RangeError(`13 digits expected: ${first13}`);
  const iban = composeIBAN({ countryCode: 'FI', bban: first13 + luhnCheckDigit(first13) });
  if (!iban) throw new RangeError(`No IBAN for ${first13}`);
  return iban;
}

/** The sandbox bank's account number `serial` (1, 2, …): 719 0 serial, Luhn digit. */
export function sandboxIban(serial: number): string {
  if (!Number.isInteger(serial) || serial < 1 || serial > 999_999_999) {
    throw new RangeError(`Account serial out of range: ${serial}`);
  }
  return finnishIban(`${SANDBOX_BANK.groupCode}0${String(serial).padStart(9, '0')}`);
}

/** Other Finnish banks the demo's payers and payees use, with their real group codes and BICs. */
export const OTHER_BANKS = {
  nordea: { groupCode: '1', bic: 'NDEAFIHH' },
  op: { groupCode: '5', bic: 'OKOYFIHH' },
  sPankki: { groupCode: '39', bic: 'SBANFIHH' },
  danske: { groupCode: '8', bic: 'DABAFIHH' },
  handelsbanken: { groupCode: '31', bic: 'HANDFIHH' },
  aktia: { groupCode: '405', bic: 'HELSFIHH' },
} as const;
export type OtherBank = keyof typeof OTHER_BANKS;

/** An account in another Finnish bank: its group code, then `account` padded to 13 digits. */
export function otherBankIban(bank: OtherBank, account: string): string {
  const { groupCode } = OTHER_BANKS[bank];
  return finnishIban(groupCode + account.padStart(13 - groupCode.length, '0'));
}

/** A Swedish account (SEB, clearing 5000), for the demo's cross-border payee. */
export function swedishIban(account: string): string {
  const iban = composeIBAN({ countryCode: 'SE', bban: `500${account.padStart(17, '0')}` });
  if (!iban) throw new RangeError(`No Swedish IBAN for ${account}`);
  return iban;
}

export const SWEDISH_BANK_BIC = 'ESSESESS';
