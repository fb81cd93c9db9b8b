import type { Texts } from '../fi';

export const enMessages: Texts['messages'] = {
  title: 'Messages',
  intro: 'Here you can send messages to the bank and read the bank’s answers securely.',
  newMessage: 'New message',
  threads: 'Message threads',
  loadFailed: 'Your messages could not be loaded.',
  empty: 'You have no messages yet. You can send the bank a new message.',
  unread_one: '{{count}} unread message',
  unread_other: '{{count}} unread messages',
  unreadMark: 'New',
  draftMark: 'Draft',
  lastMessage: 'Latest message {{time}}',
  sent: {
    title: 'Message sent',
    text: 'The bank will answer your message in this thread.',
  },
  draftSaved: {
    title: 'Draft saved',
    text: 'You can send the draft later from its thread.',
  },
  draftDeleted: 'Draft deleted',
  thread: {
    back: 'Back to messages',
    loadFailed: 'The thread could not be loaded.',
    messages: 'Messages',
    you: 'You',
    bank: 'The bank',
    sentAt: 'Sent {{time}}',
    reply: 'Reply',
    replySent: 'Reply sent',
  },
  form: {
    subject: 'Subject',
    subjectHint: 'At most {{max}} characters',
    body: 'Message',
    bodyHint: 'At most {{max}} characters',
    reply: 'Reply',
    send: 'Send',
    saveDraft: 'Save as draft',
    sendDraft: 'Send draft',
    deleteDraft: 'Delete draft',
  },
  validation: {
    subjectRequired: 'Write a subject for the message',
    subjectTooLong: 'The subject can be at most {{max}} characters long',
    subjectOneLine: 'The subject must be one line without special characters',
    bodyRequired: 'Write a message',
    bodyTooLong: 'The message can be at most {{max}} characters long',
    bodyPlainText: 'The message has characters that cannot be sent',
  },
  refusals: {
    threadNotFound: 'The thread was not found',
    messageNotFound: 'The message was not found',
    onlyDrafts: 'Only an unsent draft can be deleted or sent',
  },
  automaticReply:
    'Thank you for your message! We have received it, and our customer service usually answers within two working days. This is an automatic reply.',
  demo: {
    termDepositRate:
      'Hello Aino! A term deposit’s interest rate is fixed: it stays the same for the whole term and is not changed during it. Kind regards, customer service',
    overdueInstalment:
      'Hello Tiina! An instalment of your loan is overdue. Please pay it soon on the Loans page to avoid extra costs. If you need more time, you can move the due date or answer this message. Kind regards, customer service',
  },
};
