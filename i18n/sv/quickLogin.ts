import type { Texts } from '../fi';

export const svQuickLogin: Texts['quickLogin'] = {
  alreadyCustomer: 'Du är redan vår kund. Logga in i nätbanken.',
  sms: {
    open: 'Logga in med sms-kod',
    heading: 'Logga in med sms-kod',
    intro:
      'Vi skickar en kod till det telefonnummer du har bekräftat för banken. Betalningar och ändrade inställningar bekräftas ändå genom identifiering.',
    personalId: 'Personbeteckning',
    phone: 'Mobiltelefonnummer',
    send: 'Skicka kod',
    sent: 'Om uppgifterna motsvarar en av våra kunders skickade vi en fyrsiffrig kod per sms. Koden gäller i 10 minuter.',
    code: 'Inloggningskod',
    newCode: 'Be om en ny kod',
    message:
      'Din inloggningskod till nätbanken är {{code}}. Koden gäller i {{minutes}} minuter. Berätta inte koden för någon.',
  },
  pin: {
    heading: 'Logga in med PIN-kod',
    intro:
      'Den här enheten har en PIN-kod. Betalningar och ändrade inställningar bekräftas ändå genom identifiering.',
    label: 'PIN-kod',
  },
  setPin: {
    heading: 'PIN-kod för den här enheten',
    intro:
      'Du kan i fortsättningen logga in på den här enheten med en fyrsiffrig PIN-kod. Betalningar och ändrade inställningar bekräftas ändå genom identifiering.',
    label: 'Ny PIN-kod',
    done: 'PIN-koden har ställts in för den här enheten.',
    failed: 'Det gick inte att ställa in PIN-koden',
  },
  rules: {
    personalId: 'Kontrollera personbeteckningen',
    pin: 'Ange 4 siffror',
    pinTooSimple: 'Välj en PIN-kod som är svårare att gissa',
  },
  refusals: {
    token: 'Inloggningen gäller inte längre. Logga in på nytt.',
    code: 'Koden duger inte. Kontrollera koden eller be om en ny.',
    noPin: 'Den här enheten har ingen PIN-kod. Logga in genom att identifiera dig.',
    pinLocked:
      'PIN-koden är låst efter tre felaktiga försök. Logga in genom att identifiera dig, så kan du använda PIN-koden igen.',
    strongLoginNeeded: 'PIN-koden kan ställas in bara när du loggat in genom identifiering.',
  },
};
