import type { Texts } from '../fi';

export const svConsents: Texts['consents'] = {
  access: {
    accounts: 'Kontoförteckning',
    balances: 'Kontonas saldon',
    transactions: 'Kontotransaktioner (90 dagar)',
  },
  status: {
    Received: 'Väntar på beslut',
    Accepted: 'Giltigt',
    Rejected: 'Avslaget',
    Revoked: 'Återkallat',
    Expired: 'Utgånget',
  },
  list: {
    title: 'Samtycken',
    intro:
      'Med dessa samtycken kan tjänsteleverantörerna läsa uppgifterna om de konton du valt. Du kan när som helst återkalla ett samtycke.',
    empty: 'Du har inte gett några samtycken till tjänsteleverantörer.',
    loadFailed: 'Samtyckena kunde inte hämtas.',
    accounts: 'Konton',
    access: 'Synliga uppgifter',
    validUntil: 'Giltigt',
    validUntilDate: 'till {{date, date}}',
    status: 'Status',
    revoke: 'Återkalla samtycket',
    revokeQuestion: 'Vill du verkligen återkalla samtycket?',
    revokeMeaning: '{{provider}} kan inte längre läsa dina kontouppgifter.',
    revoked: 'Samtycket återkallat',
    revokeFailed: 'Samtycket kunde inte återkallas.',
  },
  request: {
    title: 'Dela kontouppgifter',
    asks: '{{provider}} ber om tillgång till dina kontouppgifter',
    wouldSee: 'Tjänsten skulle få se',
    validity:
      'Samtycket gäller {{days}} dagar från godkännandet. Du kan när som helst återkalla det under Samtycken.',
    identifyFirst:
      'Identifiera dig för att välja vilka konton som delas och godkänna eller avslå begäran.',
    identify: 'Identifiera dig',
    chooseAccounts: 'Välj de konton vars uppgifter delas',
    noAccounts: 'Du har inga konton vars uppgifter kan delas. Du kan avslå begäran.',
    accept: 'Godkänn',
    reject: 'Avslå',
    notAwaiting:
      'Begäran gäller inte längre. Gå tillbaka till tjänsteleverantörens sida och börja om.',
    loadFailed: 'Uppgifterna om begäran kunde inte hämtas.',
    accountsFailed: 'Dina konton kunde inte hämtas.',
    identificationFailed: 'Identifieringen misslyckades',
    identificationCancelled: 'Identifieringen avbröts',
    tryAgain: 'Du kan identifiera dig på nytt.',
    returning: 'Du skickas tillbaka till tjänsteleverantören…',
  },
  validation: {
    chooseAccount: 'Välj minst ett konto',
  },
  refusals: {
    notFound: 'Samtycket hittades inte',
    unknownClient: 'Tjänsteleverantören känns inte igen',
    redirectMismatch: 'Returadressen är inte registrerad av tjänsteleverantören',
    notDecidable: 'Begäran väntar inte på beslut',
    accountNotShareable: 'Välj dina egna betalnings- eller sparkonton',
    unknownToken: 'Nyckeln saknas eller är okänd',
    notValid: 'Samtycket är inte giltigt',
    outOfScope: 'Samtycket omfattar inte dessa uppgifter',
    accountNotConsented: 'Samtycket omfattar inte detta konto',
  },
};
