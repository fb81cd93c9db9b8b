import type { Thread } from '../../api/communication';

/** Aino's question on her card's limit and the bank's first answer, still unread by her. */
export const CARD_LIMIT_THREAD: Thread = {
  Id: '3c7e2a10-5b1d-4e8f-9a2c-6d4b8e1f0a01',
  Subject: 'Kortin raja',
  Messages: [
    {
      Id: '3c7e2a10-5b1d-4e8f-9a2c-6d4b8e1f0b01',
      Sender: 'Customer',
      AuthorName: 'Aino Virtanen',
      Body: 'Hei!\nVoiko rajaa nostaa?',
      SentAt: '2026-11-26T08:05:00.000Z',
      IsDraft: false,
      WasUnread: false,
    },
    {
      Id: '3c7e2a10-5b1d-4e8f-9a2c-6d4b8e1f0b02',
      Sender: 'Bank',
      AuthorName: null,
      Body: 'Kiitos viestistäsi!',
      SentAt: '2026-11-26T08:05:00.000Z',
      IsDraft: false,
      WasUnread: true,
    },
  ],
};
