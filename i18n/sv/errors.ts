import type { Texts } from '../fi';

export const svErrors: Texts['errors'] = {
  pincode_login_failed: 'Inloggningen med PIN-kod misslyckades. Kontrollera koden och försök igen.',
  session_timeout: 'Din session har gått ut.',
  authentication_aborted: 'Identifieringen avbröts.',
  account_not_found: 'Kontot hittades inte.',
  withdrawal_failed: 'Uttaget misslyckades. Försök igen senare.',
  accounts_load_failed: 'Kontouppgifterna kunde inte laddas.',
  account_not_available: 'Kontot är inte tillgängligt just nu.',
  account_not_processed: 'Kontoöppningen behandlas fortfarande.',
  account_is_readonly: 'Du har endast visningsrätt till kontot.',
  account_authorization_failed: 'Kontrollen av din rätt till kontot misslyckades.',
  deposit_failed: 'Insättningen misslyckades. Försök igen senare.',
  kyc_expires_soon:
    'Kunduppgifterna ska uppdateras regelbundet och dina uppgifter går snart ut: uppdatera dem så att du kan fortsätta använda tjänsterna utan avbrott.',
  min_amount: 'Beloppet är mindre än det tillåtna minimibeloppet.',
  max_length: 'Texten är för lång.',
  insufficient_funds: 'Det finns inte tillräckligt med täckning på kontot.',
  invalid_pin: 'Felaktig PIN-kod.',
  kyc_expired:
    'Dina kunduppgifter har gått ut. Uppdatera dem så kan du igen göra betalningar och andra åtgärder.',
  kyc_not_verified:
    'Dina kunduppgifter har inte bekräftats ännu, så du kan inte göra åtgärder ännu. Kontakta kundtjänsten.',
  view_only: 'Du har endast visningsrätt till nätbanken och kan därför inte göra detta.',
  identification_failed: 'Identifieringen lyckades inte. Försök igen.',
  customer_not_found: 'Vi hittade inte ditt kundförhållande. Kontakta kundtjänsten.',
  technical: 'Ett tekniskt fel uppstod i tjänsten',
  access: {
    personsOnly: 'Uppgiften är endast för privatkunder.',
    companiesOnly: 'Uppgiften är endast för företagskunder.',
    cardHolder:
      'Som korthavare ser du av företagets kort bara ditt eget. Företagets konton och medel sköts av dess huvudanvändare.',
    cardHolderCannotAct:
      'Som korthavare kan du använda företagets kort, men företagets konton och medel sköts av dess huvudanvändare. Kontakta ditt företags huvudanvändare.',
    notEntitled: 'Du har inte rätt att sköta ärenden för den här kunden.',
  },
  confirmation: {
    notFound: 'Åtgärden som ska bekräftas hittades inte eller har gått ut.',
  },
  request: {
    invalidJson: 'Begärans innehåll är inte giltig JSON',
    emptyBody: 'Begärans innehåll saknas',
    bodyTooLarge: 'Begärans innehåll är för stort',
    unsupportedMediaType: 'Begärans innehållstyp stöds inte',
    invalidContentLength: 'Begärans längd är felaktig',
    tooMany: 'För många försök. Försök igen om en stund.',
    refused: 'Banken kunde inte behandla begäran.',
    unknownPath: 'Okänd adress: {{method}} {{path}}',
    crossSite: 'Begäran avvisades: den kom inte från nätbanken.',
  },
  validation: {
    amountNotNumber: 'Ange beloppet med siffror',
    amountTooLarge: 'Beloppet är för stort',
    amountDecimals: 'Beloppet kan ha högst två decimaler',
    minimumCent: 'Ange minst 0,01 €',
    idempotencyKey: 'Begärans identifierare saknas eller är felaktig',
    returnPath: 'Returadressen måste vara en sida i banken',
    invalid: 'Felaktigt värde',
    required: 'Uppgiften behövs',
    invalidType: 'Värdet är av fel typ',
    tooLong: 'Högst {{max}} tecken',
    tooShort: 'Minst {{min}} tecken',
    tooLarge: 'Värdet är för stort: högst {{max}}',
    tooSmall: 'Värdet är för litet: minst {{min}}',
    invalidFormat: 'Värdet har fel format',
    invalidId: 'Identifieraren är felaktig',
    invalidDate: 'Datumet är felaktigt',
    invalidChoice: 'Värdet är inte ett tillåtet alternativ',
    unknownField: 'Okänt fält: {{fields}}',
    unstorable: 'Texten innehåller tecken som banken inte kan spara',
    plainText: 'Texten innehåller tecken som inte kan användas',
  },
  client: {
    network: 'Förbindelsen till banken bröts. Kontrollera nätverksanslutningen och försök igen.',
    unexpectedAnswer: 'Bankens svar var oväntat. Försök igen om en stund.',
    downloadFailed: 'Filen kunde inte laddas ner. Försök igen om en stund.',
  },
  payments: {
    instantByItsOwnCall:
      'En snabbetalning görs med en egen begäran och är endast för privatkunder.',
  },
};
