import { describe, expect, it } from 'vitest';
import { finnishBankOf } from './finnishBanks';

describe('finnishBankOf', () => {
  it('reads the bank from the first digits of a Finnish account number', () => {
    expect(finnishBankOf('FI21 1234 5600 0007 85')).toEqual({ bic: 'NDEAFIHH', name: 'Nordea' });
    expect(finnishBankOf('FI5840550012345670')?.name).toBe('Aktia');
    expect(finnishBankOf('FI4950009420028730')).toEqual({ bic: 'OKOYFIHH', name: 'OP' });
  });

  it('knows no foreign, invalid or unlisted bank', () => {
    expect(finnishBankOf('SE4550000000058398257466')).toBeNull();
    expect(finnishBankOf('FI21 1234 5600 0007 86')).toBeNull();
    // 719: the sandbox bank's own code, not another bank.
    expect(finnishBankOf('FI7571900000000013')).toBeNull();
  });
});
