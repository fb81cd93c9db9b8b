/**
 * Broker applications (`/bank/broker`, `/bank/broker-confirmation/:id`). The spec names the
 * calls only: every word here is ours.
 */
export const fiBroker = {
  title: 'Välittäjän lainahakemukset',
  lead: 'Hae yrityslainaa asiakasyrityksen puolesta. Yrityksen nimenkirjoittaja vahvistaa hakemuksen vahvalla tunnistautumisella ennen luottopäätöstä.',
  loadFailed: 'Tietojen lataaminen epäonnistui.',
  identity: '{{name}}, {{firm}}',
  form: {
    heading: 'Uusi hakemus asiakkaan puolesta',
    businessId: 'Yrityksen Y-tunnus',
    loanType: 'Lainatyyppi',
    amount: 'Lainan määrä (€)',
    months: 'Laina-aika (kk)',
    purpose: 'Käyttötarkoitus',
    email: 'Yrityksen sähköposti',
    phone: 'Yrityksen puhelinnumero',
    choose: 'Valitse',
    submit: 'Lähetä asiakkaan vahvistettavaksi',
    sent: 'Hakemus on lähetetty. Lähetä yrityksen nimenkirjoittajalle vahvistuslinkki:',
  },
  list: {
    heading: 'Tekemäsi hakemukset',
    empty: 'Et ole vielä tehnyt hakemuksia.',
    created: 'Tehty',
    link: 'Vahvistuslinkki',
  },
  statuses: {
    Draft: 'Vahvistettu, odottaa luottopäätöstä',
    Rejected: 'Hylätty',
    ManualHandling: 'Pankin käsittelyssä',
    WaitingForSignatures: 'Myönnetty, odottaa allekirjoituksia',
    PaidOut: 'Maksettu',
    WaitingForCustomer: 'Odottaa asiakkaan vahvistusta',
  },
  confirmation: {
    title: 'Välittäjän lainahakemus',
    lead: 'Lainanvälittäjä on hakenut lainaa yrityksesi puolesta. Tarkista hakemus ja vahvista se vahvalla tunnistautumisella, jotta pankki voi tehdä luottopäätöksen.',
    company: 'Yritys',
    loanType: 'Lainatyyppi',
    amount: 'Lainan määrä',
    months: 'Laina-aika',
    monthsValue: '{{months}} kk',
    purpose: 'Käyttötarkoitus',
    submit: 'Vahvista tunnistautumalla',
    confirmed: 'Hakemus on vahvistettu.',
    toApplication: 'Siirry hakemukseen',
    cancel: 'Vahvistus peruttiin.',
    error: 'Vahvistus epäonnistui. Yritä uudelleen.',
  },
  approval:
    'Välittäjän {{firm}} lainahakemus, {{company}}: {{amount, money}}, laina-aika {{months}} kk',
  errors: {
    notBroker: 'Et ole pankin rekisteröimä lainanvälittäjä.',
    notAwaitingConfirmation: 'Hakemus ei odota vahvistusta.',
  },
} as const;
