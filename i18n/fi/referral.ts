/**
 * The referral programme ('Suosittele'): the entry on the home page and its own page, the
 * messages a recommendation sends, and the bank's refusals. The dialog's own texts are the kit's
 * (`kit.referralDialog`), with the spec's.
 */
export const fiReferral = {
  title: 'Suosittele meitä',
  lead: 'Suosittele pankkia ystävällesi tai yritykselle ja saat palkkion jokaisesta uudesta asiakkaasta.',
  open: 'Suosittele meitä',
  loadFailed: 'Tilitietojasi ei voitu hakea.',
  // The messages the recipient gets, in the sender's name; spec leaves their words open.
  messages: {
    emailSubject: '{{name}} suosittelee sinulle pankkiamme',
    email:
      'Hei!\n\n{{name}} suosittelee sinulle pankkiamme. Ryhdy asiakkaaksemme osoitteessa {{url}}.\n\nTervetuloa!',
    emailCompany:
      'Hei!\n\n{{name}} suosittelee yrityksellenne pankkiamme. Avatkaa yrityksen tili osoitteessa {{url}}.\n\nTervetuloa!',
    sms: '{{name}} suosittelee sinulle pankkiamme. Ryhdy asiakkaaksi: {{url}}',
    smsCompany: '{{name}} suosittelee yrityksellenne pankkiamme. Avatkaa yrityksen tili: {{url}}',
  },
  validation: {
    target: 'Valitse, suositteletko henkilöä vai yritystä.',
  },
  refusals: {
    noBankAccount:
      'Suosittelu edellyttää, että sinulla on meillä pankkitili, jolle palkkiot voidaan maksaa.',
  },
} as const;
