import type { Texts } from '../fi';

export const svSandbox: Texts['sandbox'] = {
  title: 'Sandlådebankens identifiering',
  intro:
    'Denna sida ersätter stark elektronisk identifiering i sandlådan. Välj vem du identifierar dig som.',
  chooseCustomer: 'Identifiera dig som {{name}}',
  confirmTitle: 'Bekräfta åtgärden',
  confirmIntro: 'Du godkänner följande:',
  confirm: 'Bekräfta',
  cancel: 'Avbryt identifieringen',
  wrongPerson: 'Endast {{name}} kan bekräfta åtgärden.',
  expired: 'Identifieringen har gått ut. Gå tillbaka till banken och börja om.',
  failedTitle: 'Identifieringen misslyckades',
  backToBank: 'Tillbaka till nätbanken',
};
