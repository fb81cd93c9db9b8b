import { createHash, randomInt } from 'node:crypto';
import { PHONE_CODE_LENGTH } from '../../domain/customer/ownDetails';

/** A fresh SMS code: 4 random digits. */
export const newPhoneCode = (): string =>
  String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');

/** What the bank keeps of a code: its hash, salted with the id of what it verifies. */
export const phoneCodeHash = (verificationId: string, code: string): string =>
  createHash('sha256').update(`${verificationId}:${code}`).digest('hex');
