import { describe, expect, it } from 'vitest';
import { abuseReportRefusal, statusChangeRefusal, toggledStatus } from './cardStatus';

describe('blocking and opening a card', () => {
  it('blocks a working card and opens a blocked one', () => {
    expect(statusChangeRefusal('CARD_OK', 'CARD_BLOCKED')).toBeNull();
    expect(statusChangeRefusal('CARD_BLOCKED', 'CARD_OK')).toBeNull();
  });

  it('refuses the status the card already has', () => {
    expect(statusChangeRefusal('CARD_BLOCKED', 'CARD_BLOCKED')).toBe(
      'cards.refusals.alreadyBlocked',
    );
    expect(statusChangeRefusal('CARD_OK', 'CARD_OK')).toBe('cards.refusals.alreadyOpen');
  });

  it('a stolen, closed or expired card cannot be opened again', () => {
    for (const status of ['CARD_STOLEN', 'CARD_CLOSED', 'CARD_EXPIRED', 'CARD_LOST']) {
      expect(statusChangeRefusal(status, 'CARD_OK')).toBe('cards.refusals.statusFinal');
      expect(toggledStatus(status)).toBeNull();
      expect(abuseReportRefusal(status)).toBe('cards.refusals.statusFinal');
    }
  });

  it('toggles between working and blocked', () => {
    expect(toggledStatus('CARD_OK')).toBe('CARD_BLOCKED');
    expect(toggledStatus('CARD_BLOCKED')).toBe('CARD_OK');
  });

  it('abuse can be reported on a working or a blocked card', () => {
    expect(abuseReportRefusal('CARD_OK')).toBeNull();
    expect(abuseReportRefusal('CARD_BLOCKED')).toBeNull();
  });
});
