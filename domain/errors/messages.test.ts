import { describe, expect, it } from 'vitest';
import {
  maxLengthMessage,
  MESSAGES,
  minAmountMessage,
  PENDING_CHANGE_NOTICE,
  SECURITY_LIMITS_STATUS_TEXTS,
  TECHNICAL_ERROR_PAGE,
} from './messages';

describe('MESSAGES', () => {
  it('has a Finnish text for every catalogue key of the spec (screens §8)', () => {
    const catalogueKeys = [
      'pincode_login_failed',
      'session_timeout',
      'authentication_aborted',
      'account_not_found',
      'withdrawal_failed',
      'accounts_load_failed',
      'account_not_available',
      'account_not_processed',
      'account_is_readonly',
      'account_authorization_failed',
      'deposit_failed',
      'kyc_expires_soon',
      'min_amount',
      'max_length',
      'insufficient_funds',
      'invalid_pin',
    ];
    for (const key of catalogueKeys) {
      expect(MESSAGES[key as keyof typeof MESSAGES]?.trim(), key).toBeTruthy();
    }
  });

  it('keeps the texts the spec quotes verbatim', () => {
    expect(MESSAGES.session_timeout).toBe('Istuntosi on aikakatkaistu.');
    expect(MESSAGES.required).toBe('Tämä tieto tarvitaan');
    expect(
      MESSAGES.kyc_expires_soon.startsWith('Asiakastiedot on päivitettävä säännöllisesti'),
    ).toBe(true);
    expect(MESSAGES.kyc_expires_soon.endsWith('.')).toBe(true);
  });

  it('does not reuse one text for two keys, so a customer can tell the errors apart', () => {
    const texts = Object.values(MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('parameterised messages', () => {
  it('shows the minimum amount in the Finnish money format', () => {
    expect(minAmountMessage(1)).toBe('Syötä arvoksi vähintään 0,01\u00a0€');
  });

  it('names the maximum number of characters', () => {
    expect(maxLengthMessage(50)).toBe('Enintään 50 merkkiä');
  });
});

describe('fixed texts of the error page and the security limits', () => {
  it('match the spec word for word', () => {
    expect(TECHNICAL_ERROR_PAGE.title).toBe('Olemme pahoillamme!');
    expect(TECHNICAL_ERROR_PAGE.text).toBe('Palvelussa tapahtui tekninen virhe');
    expect(PENDING_CHANGE_NOTICE).toBe('Astuu voimaan 24 tunnin kuluttua');
    expect(SECURITY_LIMITS_STATUS_TEXTS).toEqual({
      error: { title: 'Virhe', text: 'Turvarajojen asettaminen epäonnistui' },
      cancel: { title: 'Toiminto keskeytetty', text: 'Turvarajojen asettaminen keskeytetty' },
      ok: {
        title: 'Turvarajat päivitetty',
        text: 'Maksujen turvarajat on nyt päivitetty onnistuneesti.',
        pendingText: 'Osa asetuksista astuu voimaan 24 tunnin kuluttua.',
      },
    });
  });
});
