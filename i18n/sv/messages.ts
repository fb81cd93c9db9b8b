import type { Texts } from '../fi';

export const svMessages: Texts['messages'] = {
  title: 'Meddelanden',
  intro: 'Här kan du skicka meddelanden till banken och läsa bankens svar på ett säkert sätt.',
  newMessage: 'Nytt meddelande',
  threads: 'Meddelandetrådar',
  loadFailed: 'Meddelandena kunde inte hämtas.',
  empty: 'Du har inga meddelanden ännu. Du kan skicka ett nytt meddelande till banken.',
  unread_one: '{{count}} oläst meddelande',
  unread_other: '{{count}} olästa meddelanden',
  unreadMark: 'Ny',
  draftMark: 'Utkast',
  lastMessage: 'Senaste meddelande {{time}}',
  sent: {
    title: 'Meddelandet har skickats',
    text: 'Banken svarar på ditt meddelande i den här tråden.',
  },
  draftSaved: {
    title: 'Utkastet har sparats',
    text: 'Du kan skicka utkastet senare från tråden.',
  },
  draftDeleted: 'Utkastet har raderats',
  thread: {
    back: 'Tillbaka till meddelandena',
    loadFailed: 'Tråden kunde inte hämtas.',
    messages: 'Meddelanden',
    you: 'Du',
    bank: 'Banken',
    sentAt: 'Skickat {{time}}',
    reply: 'Svara',
    replySent: 'Svaret har skickats',
  },
  form: {
    subject: 'Ämne',
    subjectHint: 'Högst {{max}} tecken',
    body: 'Meddelande',
    bodyHint: 'Högst {{max}} tecken',
    reply: 'Svar',
    send: 'Skicka',
    saveDraft: 'Spara som utkast',
    sendDraft: 'Skicka utkastet',
    deleteDraft: 'Radera utkastet',
  },
  validation: {
    subjectRequired: 'Skriv ett ämne för meddelandet',
    subjectTooLong: 'Ämnet får vara högst {{max}} tecken långt',
    subjectOneLine: 'Ämnet ska vara en rad utan specialtecken',
    bodyRequired: 'Skriv ett meddelande',
    bodyTooLong: 'Meddelandet får vara högst {{max}} tecken långt',
    bodyPlainText: 'Meddelandet innehåller tecken som inte kan skickas',
  },
  refusals: {
    threadNotFound: 'Tråden hittades inte',
    messageNotFound: 'Meddelandet hittades inte',
    onlyDrafts: 'Endast ett osänt utkast kan raderas eller skickas',
  },
  automaticReply:
    'Tack för ditt meddelande! Vi har tagit emot det, och vår kundtjänst svarar dig vanligtvis inom två vardagar. Detta är ett automatiskt svar.',
  demo: {
    termDepositRate:
      'Hej Aino! Räntan på en tidsbunden insättning är fast: den är densamma under hela insättningstiden och ändras inte mitt under perioden. Med vänliga hälsningar, kundtjänst',
    overdueInstalment:
      'Hej Tiina! En avbetalning på ditt lån är försenad. Betala den snart på sidan Lån, så slipper du extra kostnader. Behöver du mer tid kan du flytta förfallodagen eller svara på detta meddelande. Med vänliga hälsningar, kundtjänst',
  },
};
