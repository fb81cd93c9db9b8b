/**
 * The bank's messages: the platform catalogue's keys (spec texts verbatim, the rest ours where
 * the spec leaves them open), refusals of access, and what answers bad requests.
 */
export const fiErrors = {
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
  min_amount: 'Summa on pienempi kuin sallittu vähimmäismäärä.',
  max_length: 'Teksti on liian pitkä.',
  insufficient_funds: 'Tilillä ei ole riittävästi katetta.',
  invalid_pin: 'Virheellinen PIN-koodi.',
  kyc_expired:
    'Asiakastietosi ovat vanhentuneet. Päivitä tietosi, niin voit taas tehdä maksuja ja muita toimenpiteitä.',
  kyc_not_verified:
    'Asiakastietojasi ei ole vielä vahvistettu, joten et voi vielä tehdä toimenpiteitä. Ota yhteyttä asiakaspalveluun.',
  view_only: 'Sinulla on verkkopankkiin vain katseluoikeus, joten et voi tehdä tätä toimintoa.',
  identification_failed: 'Tunnistus ei onnistunut. Yritä uudelleen.',
  customer_not_found: 'Emme löytäneet asiakkuuttasi. Ota yhteyttä asiakaspalveluun.',
  technical: 'Palvelussa tapahtui tekninen virhe',
  access: {
    personsOnly: 'Tämä tieto on vain henkilöasiakkaille.',
    companiesOnly: 'Tämä tieto on vain yritysasiakkaille.',
    cardHolder:
      'Kortinhaltijana näet yrityksen korteista vain omasi. Yrityksen tilejä ja varoja hoitaa sen pääkäyttäjä.',
    cardHolderCannotAct:
      'Kortinhaltijana voit käyttää yrityksen korttia, mutta yrityksen tilejä ja varoja hoitaa sen pääkäyttäjä. Ota yhteyttä yrityksesi pääkäyttäjään.',
    notEntitled: 'Sinulla ei ole oikeutta asioida tämän asiakkaan puolesta.',
    bankHandlerOnly: 'Tämän toiminnon tekee vain pankin käsittelijä.',
  },
  confirmation: {
    notFound: 'Vahvistettavaa toimenpidettä ei löytynyt tai se on vanhentunut.',
  },
  request: {
    invalidJson: 'Pyynnön sisältö ei ole kelvollista JSONia',
    emptyBody: 'Pyynnön sisältö puuttuu',
    bodyTooLarge: 'Pyynnön sisältö on liian suuri',
    unsupportedMediaType: 'Pyynnön sisällön tyyppiä ei tueta',
    invalidContentLength: 'Pyynnön pituus on virheellinen',
    tooMany: 'Liian monta yritystä. Yritä hetken kuluttua uudelleen.',
    refused: 'Pankki ei voinut käsitellä pyyntöä.',
    unknownPath: 'Tuntematon osoite: {{method}} {{path}}',
    crossSite: 'Pyyntö hylättiin: se ei tullut verkkopankista.',
    idempotencyReused: 'Tunniste on jo käytetty toiseen pyyntöön.',
  },
  validation: {
    amountNotNumber: 'Syötä summa numeroina',
    amountTooLarge: 'Summa on liian suuri',
    amountDecimals: 'Summassa voi olla enintään kaksi desimaalia',
    minimumCent: 'Syötä arvoksi vähintään 0,01 €',
    idempotencyKey: 'Pyynnön tunniste puuttuu tai on virheellinen',
    returnPath: 'Paluuosoitteen pitää olla pankin oma sivu',
    invalid: 'Virheellinen arvo',
    required: 'Tämä tieto tarvitaan',
    invalidType: 'Arvo on väärää tyyppiä',
    tooLong: 'Enintään {{max}} merkkiä',
    tooShort: 'Vähintään {{min}} merkkiä',
    tooLarge: 'Arvo on liian suuri: enintään {{max}}',
    tooSmall: 'Arvo on liian pieni: vähintään {{min}}',
    invalidFormat: 'Arvo on väärässä muodossa',
    invalidId: 'Tunniste on virheellinen',
    invalidDate: 'Päivämäärä on virheellinen',
    invalidChoice: 'Arvo ei ole sallittu vaihtoehto',
    unknownField: 'Tuntematon kenttä: {{fields}}',
    unstorable: 'Teksti sisältää merkkejä, joita pankki ei voi tallentaa',
    plainText: 'Teksti sisältää merkkejä, joita ei voi käyttää',
    atLeast: 'Syötä arvoksi vähintään {{amount, money}}',
    atMost: 'Syötä arvoksi enintään {{amount, money}}',
    amountBetween: 'Valitse summa väliltä {{min, euros(whole: true)}}–{{max, money(whole: true)}}',
    acceptTerms: 'Hyväksy ehdot jatkaaksesi',
    consentRequired: 'Anna suostumus jatkaaksesi',
    invalidEmail: 'Virheellinen sähköpostiosoite',
    emailTooLong: 'Sähköpostiosoite voi olla enintään {{max}} merkkiä',
    invalidPhone: 'Virheellinen puhelinnumero',
    fileTooLarge: 'Tiedoston koko on liian suuri',
    fileType: 'Tiedosto on väärässä muodossa',
    // This and the phone numbers' messages are the spec's validator messages, verbatim: the
    // spec gives them in English.
    invalidChars: 'Contains invalid chars',
  },
  phone: {
    empty: 'Phone number is empty',
    tooShort: 'Phone number is to short',
    tooLong: 'Phone number is to long',
    invalid: 'Phone number is invalid',
    invalidCountryCode: 'Invalid country code',
    noCountryValidator: 'Country specific validator not found',
  },
  client: {
    network: 'Yhteys pankkiin katkesi. Tarkista verkkoyhteys ja yritä uudelleen.',
    unexpectedAnswer: 'Pankin vastaus oli odottamaton. Yritä hetken kuluttua uudelleen.',
    downloadFailed: 'Tiedoston lataaminen epäonnistui. Yritä hetken kuluttua uudelleen.',
  },
  payments: {
    instantByItsOwnCall: 'Pikamaksu tehdään omalla pyynnöllään, ja se on vain henkilöasiakkaille.',
  },
} as const;
