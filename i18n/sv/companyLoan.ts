import type { Texts } from '../fi';

export const svCompanyLoan: Texts['companyLoan'] = {
  approval:
    'Företagslån, {{company}}: {{amount, money}}, lånetid {{months}} mån, månadsrat {{instalment, money}}',
  loanNames: { NormalLoan: 'Företagslån', FlexLoan: 'Flexlån' },
  validation: {
    amount: 'Välj ett belopp mellan {{min, money(whole: true)}} och {{max, money(whole: true)}}',
    months: 'Välj en lånetid mellan {{min}} och {{max}} mån',
    monthsNotNumber: 'Ange lånetiden i månader',
    loanType: 'Välj lånetyp',
    purpose: 'Välj vad lånet ska användas till',
  },
  reasons: {
    companyAge:
      'Företaget registrerades för mindre än ett år sedan, eller lånets högsta belopp begränsas av företagets ålder.',
    industry: 'Ansökningar från branschen behandlas av en expert på banken.',
    amount: 'Ett så stort lån behandlas av en expert på banken.',
  },
  errors: {
    notFound: 'Ansökan hittades inte.',
    noSigningRight: 'Enligt handelsregistret har du ingen namnteckningsrätt för företaget.',
    notCustomer: 'Företaget är inte ännu kund i banken. Öppna först ett konto för företaget.',
    noCustomer: 'Du företräder inget företag i banken.',
    notDraft: 'Ansökan har redan skickats.',
    notWaitingForSignatures: 'Ansökan väntar inte på underskrifter.',
    basicDataMissing: 'Fyll i lånets ändamål och kontaktuppgifterna innan du skickar.',
    ownersNotConfirmed: 'Bekräfta företagets verkliga huvudmän innan du skriver under.',
    alreadySigned: 'Du har redan skrivit under ansökan.',
    notSigned: 'Du har inte ännu skrivit under ansökan.',
    noPayoutAccount: 'Företaget har inget brukskonto som lånet kan betalas till.',
  },
};
