import { describe, expect, it } from 'vitest';
import { ACCOUNT_ACTION_LABELS } from '../domain/accounts/accounts';
import { kycExplanation } from '../domain/customer/kyc';
import { readMessageCode } from '../domain/errors/message';
import { TERMS_REQUIRED } from '../domain/forms/termsForm';
import { UPLOAD_MESSAGES } from '../domain/forms/upload';
import { PHONE_ERRORS } from '../domain/identity/phone';
import { amountLimitHint } from '../domain/money/amountLimit';
import { moneyParts } from '../domain/money/money';
import { BARCODE_ERROR } from '../domain/payments/barcode';
import { PAYEE_FORM_MESSAGES } from '../domain/payments/payeeForm';
import {
  dailyAboveMonthlyMessage,
  maxPaymentAboveDailyMessage,
  PENDING_CHANGE_NOTE,
  SECURITY_LIMIT_MINIMUM,
  SECURITY_LIMIT_REQUIRED,
  securityLimitsStatusBanner,
} from '../domain/payments/securityLimitsForm';
import { createI18n, type Language } from '../i18n';
import { renderText } from '../i18n/render';

const catalogue = createI18n();

/** What a rule's code says to a customer in `language`, spaces as a reader sees them. */
function said(code: string, language: Language = 'fi'): string {
  const message = readMessageCode(code);
  if (!message) throw new Error(`Not a message code: ${code}`);
  return renderText(catalogue, message, language).replace(/[\u00a0\u202f]/g, ' ');
}

const keyed = (key: string, language: Language = 'fi') => said(key, language);

describe('the spec’s Finnish texts, as the rules’ codes say them', () => {
  it.each([
    [PAYEE_FORM_MESSAGES.required, 'Tämä tieto tarvitaan'],
    [PAYEE_FORM_MESSAGES.invalidIban, 'Virheellinen tilinumero'],
    [PAYEE_FORM_MESSAGES.invalidBic, 'Virheellinen BIC-koodi'],
    [PAYEE_FORM_MESSAGES.forbiddenCharacters, 'Vastaanottaja sisältää kiellettyjä merkkejä'],
    [BARCODE_ERROR, 'Tarkista viivakoodi'],
    [TERMS_REQUIRED, 'Hyväksy ehdot jatkaaksesi'],
    [UPLOAD_MESSAGES.error_size, 'Tiedoston koko on liian suuri'],
    [UPLOAD_MESSAGES.error_type, 'Tiedosto on väärässä muodossa'],
    [SECURITY_LIMIT_REQUIRED, 'Tämä tieto tarvitaan'],
    [SECURITY_LIMIT_MINIMUM, 'Syötä arvoksi vähintään 0,01 €'],
    [
      maxPaymentAboveDailyMessage(200_000),
      'Yksittäisen maksun enimmäismäärän tulee olla alle päivittäisen (2 000,00 €)',
    ],
    [
      dailyAboveMonthlyMessage(1_000_000),
      'Päiväkohtaisen enimmäismäärän tulee olla alle kuukausikohtaisen (10 000,00 €)',
    ],
    [PENDING_CHANGE_NOTE, 'Astuu voimaan 24 tunnin kuluttua'],
    [amountLimitHint(1000), 'Valitse summa väliltä 0–1 000 €'],
    [ACCOUNT_ACTION_LABELS.newPayment, 'Uusi maksu'],
    [ACCOUNT_ACTION_LABELS.withdraw, 'Nosta'],
    [ACCOUNT_ACTION_LABELS.deposit, 'Talleta'],
    [ACCOUNT_ACTION_LABELS.internalTransfer, 'Oma siirto'],
    [PHONE_ERRORS.tooShort, 'Phone number is to short'],
    ['errors.session_timeout', 'Istuntosi on aikakatkaistu.'],
    ['kit.instalmentBadge.late', 'Myöhässä'],
    ['kit.instalmentBadge.last', 'Viimeinen erä'],
    ['kit.instalmentBadge.new', 'Uusi'],
    ['kit.accountGroupRibbon.group.payment', 'Käyttötilit'],
    ['kit.accountGroupRibbon.group.savings', 'Säästötilit'],
    ['kit.accountGroupRibbon.group.termDeposit', 'Määräaikaistalletukset'],
    ['kit.cardList.group.personal', 'Henkilökohtainen kortti'],
    ['kit.cardList.group.companyCredit', 'Luotolliset yrityskortit'],
    ['kit.cardList.group.companyPrepaid', 'Yrityskortit ilman luottoa'],
    ['kit.cardLimitsModal.title', 'Kortin rajat'],
    ['kit.blockedRegionsModal.title', 'Estetyt käyttöalueet'],
    ['cards.invitation.removeQuestion', 'Haluatko varmasti poistaa kutsun?'],
    ['common.slider.noData', 'No data'],
    ['common.technicalErrorPage.title', 'Olemme pahoillamme!'],
    ['common.technicalErrorPage.text', 'Palvelussa tapahtui tekninen virhe'],
  ])('%s says %j', (code, text) => {
    expect(said(code)).toBe(text);
  });

  it.each([
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
  ])('words the catalogue message %s (§8) in every language', (key) => {
    for (const language of ['fi', 'sv', 'en'] as const) {
      expect(catalogue.exists(`errors.${key}`, { lng: language, fallbackLng: false })).toBe(true);
    }
  });

  it('starts the KYC reminder as the spec does', () => {
    expect(said(kycExplanation('kyc_expires_soon'))).toMatch(
      /^Asiakastiedot on päivitettävä säännöllisesti.*\.$/,
    );
  });

  it('gives the security limits’ banners the spec’s words (§8)', () => {
    const banner = (status: 'ok' | 'error' | 'cancel', pending: boolean) => {
      const { title, text } = securityLimitsStatusBanner(status, pending);
      return [said(title), ...text.map((line) => said(line))];
    };
    expect(banner('error', false)).toEqual(['Virhe', 'Turvarajojen asettaminen epäonnistui']);
    expect(banner('cancel', false)).toEqual([
      'Toiminto keskeytetty',
      'Turvarajojen asettaminen keskeytetty',
    ]);
    expect(banner('ok', true)).toEqual([
      'Turvarajat päivitetty',
      'Maksujen turvarajat on nyt päivitetty onnistuneesti.',
      'Osa asetuksista astuu voimaan 24 tunnin kuluttua.',
    ]);
  });
});

describe('money read out in the customer’s language', () => {
  it.each([
    ['fi', -1250, false, 'miinus 12,50 euroa'],
    ['sv', -1250, false, 'minus 12,50 euro'],
    ['en', -1250, false, 'minus 12.50 euros'],
    ['fi', 123456, true, 'plus 1 234,56 euroa'],
    ['sv', 123456, true, 'plus 1 234,56 euro'],
    ['en', 123456, true, 'plus 1,234.56 euros'],
    ['fi', 0, true, '0,00 euroa'],
    ['en', 100, false, '1.00 euros'],
  ] as const)('in %s, %i cents (sign shown: %s) is %j', (language, cents, signPrefix, words) => {
    expect(said(moneyParts(cents, { signPrefix }).aria, language)).toBe(words);
  });

  it('keeps the Finnish format on screen in every language, as the spec asks', () => {
    expect(moneyParts(-1250).display.replace(/\u00a0/g, ' ')).toBe('−12,50 €');
  });
});

describe('labels the UI looks up by value', () => {
  it('name a transaction type in each language', () => {
    expect(keyed('kit.transactionType.TaxWithhold')).toBe('Ennakonpidätys');
    expect(keyed('kit.transactionType.TaxWithhold', 'sv')).toBe('Förskottsinnehållning');
    expect(keyed('kit.transactionType.TaxWithhold', 'en')).toBe('Tax withheld');
  });
});
