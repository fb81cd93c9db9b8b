import type { Texts } from '../fi';

export const svLoanApplication: Texts['loanApplication'] = {
  loanName: 'Konsumtionskredit',
  approval: 'Låneavtal {{amount, money}}, lånetid {{months}} mån, månadsrat {{instalment, money}}',
  reasons: {
    age: 'Lån kan sökas av personer mellan 18 och 75 år.',
    identity: 'Din personbeteckning kunde inte kontrolleras.',
    kyc: 'Du kan söka lån endast för dig själv.',
    income: 'Dina inkomster och utgifter räcker inte till den sökta månadsraten.',
    verification: 'Vi kontrollerar dina uppgifter före lånebeslutet och kontaktar dig.',
  },
  validation: {
    amount: 'Välj ett belopp mellan {{min, number}} och {{max, number}} €',
    months: 'Välj lånetiden i månader',
    postalCode: 'Postnumret har fem siffror',
    purpose: 'Välj vad lånet används till',
    answer: 'Svara på frågan',
  },
  errors: {
    notFound: 'Låneansökan hittades inte',
    status: 'Ansökans status tillåter inte detta',
    formIncomplete: 'Fyll i ansökans uppgifter före lånebeslutet',
    notSigned: 'Låneavtalet har ännu inte undertecknats',
  },
};
