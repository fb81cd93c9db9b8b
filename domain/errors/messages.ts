/**
 * The bank's Finnish messages for errors and outcomes, keyed as the platform catalogue keys them.
 * Spec texts are verbatim; the rest are marked where the spec leaves them open.
 */
import { formatMoney } from '../money/money';
import type { Cents } from '../money/money';

export const MESSAGES = {
  // Spec leaves the texts of these catalogue keys open unless quoted; we write them.
  pincode_login_failed:
    'Kirjautuminen PIN-koodilla epäonnistui. Tarkista koodi ja yritä uudelleen.',
  session_timeout: 'Istuntosi on aikakatkaistu.',
  authentication_aborted: 'Tunnistautuminen keskeytettiin.',
  account_not_found: 'Tiliä ei löytynyt.',
  withdrawal_failed: 'Nosto epäonnistui. Yritä myöhemmin uudelleen.',
  accounts_load_failed: 'Tilitietojen lataaminen epäonnistui.',
  account_not_available: 'Tili ei ole tällä hetkellä käytettävissä.',
  account_not_processed: 'Tilin avaaminen on vielä käsittelyssä.',
  account_is_readonly: 'Tilillä on vain katseluoikeus.',
  account_authorization_failed: 'Tilin käyttöoikeuden tarkistaminen epäonnistui.',
  deposit_failed: 'Talletus epäonnistui. Yritä myöhemmin uudelleen.',
  kyc_expires_soon:
    'Asiakastiedot on päivitettävä säännöllisesti, ja tietosi vanhenevat pian: päivitä ne, jotta voit jatkaa palvelujen käyttöä keskeytyksettä.',
  // Spec names messages for min amount, maximum length, insufficient funds and PIN without texts.
  min_amount: 'Summa on pienempi kuin sallittu vähimmäismäärä.',
  max_length: 'Teksti on liian pitkä.',
  insufficient_funds: 'Tilillä ei ole riittävästi katetta.',
  invalid_pin: 'Virheellinen PIN-koodi.',
  required: 'Tämä tieto tarvitaan',
  kyc_expired:
    'Asiakastietosi ovat vanhentuneet. Päivitä tietosi, niin voit taas tehdä maksuja ja muita toimenpiteitä.',
  kyc_not_verified:
    'Asiakastietojasi ei ole vielä vahvistettu, joten et voi vielä tehdä toimenpiteitä. Ota yhteyttä asiakaspalveluun.',
  // Spec says only that the user has viewing rights alone; we say it in one sentence.
  read_only: 'Sinulla on verkkopankkiin vain katseluoikeus, joten et voi tehdä tätä toimintoa.',
  technical_error: 'Palvelussa tapahtui tekninen virhe',
} as const;
export type MessageKey = keyof typeof MESSAGES;

/** Minimum-amount message with the limit in the Finnish money format. */
export function minAmountMessage(minimum: Cents): string {
  return `Syötä arvoksi vähintään ${formatMoney(minimum)}`;
}

/** Maximum-length message with the allowed number of characters. */
export function maxLengthMessage(maximum: number): string {
  return `Enintään ${maximum} merkkiä`;
}

/** The top-level error page. */
export const TECHNICAL_ERROR_PAGE = {
  title: 'Olemme pahoillamme!',
  text: MESSAGES.technical_error,
  homeButton: 'Siirry etusivulle',
  closeButton: 'Sulje',
} as const;

/** Shown beside a security-limit value that is waiting for the 24-hour delay. */
export const PENDING_CHANGE_NOTICE = 'Astuu voimaan 24 tunnin kuluttua';

/** The banner after returning from strong authentication with `?status=ok|error|cancel`. */
export const SECURITY_LIMITS_STATUS_TEXTS = {
  error: { title: 'Virhe', text: 'Turvarajojen asettaminen epäonnistui' },
  cancel: { title: 'Toiminto keskeytetty', text: 'Turvarajojen asettaminen keskeytetty' },
  ok: {
    title: 'Turvarajat päivitetty',
    text: 'Maksujen turvarajat on nyt päivitetty onnistuneesti.',
    /** Added when some of the saved values are still pending. */
    pendingText: 'Osa asetuksista astuu voimaan 24 tunnin kuluttua.',
  },
} as const;
export type SecurityLimitsBannerStatus = keyof typeof SECURITY_LIMITS_STATUS_TEXTS;
