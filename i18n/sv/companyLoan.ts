import type { Texts } from '../fi';

export const svCompanyLoan: Texts['companyLoan'] = {
  title: 'Ansökan om företagslån',
  lead: 'Räkna ut månadsraten för ditt företags lån och ansök. Ansökan skrivs under av alla vars underskrift binder företaget.',
  loadFailed: 'Det gick inte att läsa in uppgifterna.',
  identify: 'Identifiera dig',
  identifyLead: 'Identifiera dig som företagets företrädare för att ansöka om lån.',
  returned: {
    cancel: 'Identifieringen avbröts.',
    error: 'Identifieringen misslyckades. Försök igen.',
  },
  calculator: {
    loanType: 'Lånetyp',
    amount: 'Lånebelopp',
    months: 'Lånetid',
    monthsValue: '{{months}} mån',
    loadFailed: 'Det gick inte att läsa in kalkylatorns uppgifter.',
  },
  offer: {
    instalment: 'Månadsrat',
    openingFee: 'Uppläggningsavgift',
    interestRate: 'Ränta',
    effectiveRate: 'Effektiv årsränta',
    total: 'Att återbetala totalt',
    percent: '{{value}} %',
  },
  purposes: {
    Investment: 'Investering',
    WorkingCapital: 'Rörelsekapital',
    Refinancing: 'Samla lån',
    Other: 'Annat ändamål',
  },
  apply: {
    title: 'Uppgifter för ansökan',
    company: 'Företag',
    choose: 'Välj',
    purpose: 'Ändamål',
    email: 'Företagets e-post',
    phone: 'Företagets telefonnummer',
    submit: 'Skicka ansökan',
    noCompanies: 'Du företräder inget kundföretag i banken som du kan skriva under för.',
  },
  decision: {
    Draft: 'Ansökan är på hälft.',
    WaitingForSignatures: 'Lånet har beviljats',
    ManualHandling: 'Ansökan behandlas av banken',
    Rejected: 'Lånet kunde inte beviljas',
    PaidOut: 'Lånet har betalats ut',
    signLead:
      'Skicka länken för underskrift till alla vars underskrift binder företaget. Lånet betalas ut när den sista underskriften har getts.',
    toSigning: 'Gå till underskriften',
  },
  signing: {
    title: 'Underskrift av företagslån',
    identifyLead: 'Identifiera dig för att skriva under företagets låneansökan.',
    youHaveSigned:
      'Du har skrivit under ansökan. Lånet betalas ut när de andra nödvändiga underskrifterna har getts.',
    paidOut: 'Alla underskrifter har getts och lånet har betalats till företagets konto.',
    toLoans: 'Företagets lån',
  },
  summary: {
    company: 'Företag',
    loanType: 'Lånetyp',
    amount: 'Lånebelopp',
    months: 'Lånetid',
  },
  signatories: {
    title: 'Undertecknare',
    signed: 'Har skrivit under',
    awaited: 'Underskrift väntas',
  },
  owners: {
    title: 'Verkliga huvudmän',
    lead: 'Bekräfta företagets verkliga huvudmän (ägande över 25 %) innan du skriver under.',
    owner: '{{name}}, {{percent}} %',
    confirm: 'Bekräfta huvudmännen',
  },
  sign: {
    title: 'Skriv under',
    lead: 'Du skriver under ansökan för företagets räkning med stark identifiering.',
    terms: 'Jag godkänner lånevillkoren för företagets räkning',
    submit: 'Skriv under genom att identifiera dig',
  },
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
