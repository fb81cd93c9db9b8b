import type { Texts } from '../fi';

/** Broker applications, in Swedish. */
export const svBroker: Texts['broker'] = {
  title: 'Förmedlarens låneansökningar',
  lead: 'Ansök om företagslån för ett kundföretags räkning. Företagets firmatecknare bekräftar ansökan med stark identifiering före kreditbeslutet.',
  loadFailed: 'Uppgifterna kunde inte laddas.',
  identity: '{{name}}, {{firm}}',
  form: {
    heading: 'Ny ansökan för kundens räkning',
    businessId: 'Företagets FO-nummer',
    loanType: 'Lånetyp',
    amount: 'Lånebelopp (€)',
    months: 'Lånetid (mån.)',
    purpose: 'Användningsändamål',
    email: 'Företagets e-post',
    phone: 'Företagets telefonnummer',
    choose: 'Välj',
    submit: 'Skicka för kundens bekräftelse',
    sent: 'Ansökan har skickats. Skicka bekräftelselänken till företagets firmatecknare:',
  },
  list: {
    heading: 'Dina ansökningar',
    empty: 'Du har inte gjort några ansökningar ännu.',
    created: 'Gjord',
    link: 'Bekräftelselänk',
  },
  statuses: {
    Draft: 'Bekräftad, väntar på kreditbeslut',
    Rejected: 'Avslagen',
    ManualHandling: 'Behandlas av banken',
    WaitingForSignatures: 'Beviljad, väntar på underskrifter',
    PaidOut: 'Utbetald',
    WaitingForCustomer: 'Väntar på kundens bekräftelse',
  },
  confirmation: {
    title: 'Förmedlarens låneansökan',
    lead: 'En låneförmedlare har ansökt om lån för ditt företags räkning. Kontrollera ansökan och bekräfta den med stark identifiering så att banken kan fatta ett kreditbeslut.',
    company: 'Företag',
    loanType: 'Lånetyp',
    amount: 'Lånebelopp',
    months: 'Lånetid',
    monthsValue: '{{months}} mån.',
    purpose: 'Användningsändamål',
    submit: 'Bekräfta med identifiering',
    confirmed: 'Ansökan har bekräftats.',
    toApplication: 'Gå till ansökan',
    cancel: 'Bekräftelsen avbröts.',
    error: 'Bekräftelsen misslyckades. Försök igen.',
  },
  approval:
    'Låneansökan från förmedlaren {{firm}}, {{company}}: {{amount, money}}, lånetid {{months}} mån.',
  errors: {
    notBroker: 'Du är inte en låneförmedlare som banken har registrerat.',
    notAwaitingConfirmation: 'Ansökan väntar inte på bekräftelse.',
  },
};
