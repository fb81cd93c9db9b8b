import { useLocation } from 'react-router';

/** The inboxes: a person's beside their own details, a company's beside the company's. */
export const MESSAGES_ROOTS = ['customer/messages', 'company/messages'] as const;

/** The inbox the page belongs to (`/bank/customer/messages` or `/bank/company/messages`). */
export function useInboxPath(): string {
  const { pathname } = useLocation();
  return pathname.startsWith('/bank/company/')
    ? '/bank/company/messages'
    : '/bank/customer/messages';
}

/** What the inbox says on arrival after writing: sent, or kept as a draft. */
export type Written = 'sent' | 'draft' | 'draftDeleted';
export interface InboxArrival {
  written?: Written;
}
