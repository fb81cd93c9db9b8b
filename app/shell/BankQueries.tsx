import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { FORCED_LOGOUT_PATH } from '../../domain/customer/session';
import { createQueryClient } from './queryClient';

let client: QueryClient | undefined;
let leave: (() => void) | undefined;
/** The bank said the session ended before a page could lead away (a route's loader heard it). */
let endedUnheard = false;

function sessionEnded(): void {
  if (leave) leave();
  else endedUnheard = true;
}

/** The one cache of the bank's data for this page, shared by every logged-in page. */
export function bankQueryClient(): QueryClient {
  client ??= createQueryClient(sessionEnded);
  return client;
}

/** Drops every answer of the bank this page holds: at logout, nothing of the customer stays. */
export function forgetBankData(): void {
  client?.clear();
  client = undefined;
  endedUnheard = false;
}

/** Gives the logged-in pages the bank's data; an ended session anywhere leads to the logout page. */
export function BankQueries({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  useEffect(() => {
    leave = () => {
      if (!window.location.pathname.startsWith('/bank/login'))
        navigate(FORCED_LOGOUT_PATH, { replace: true });
    };
    if (endedUnheard) {
      endedUnheard = false;
      leave();
    }
    return () => {
      leave = undefined;
    };
  }, [navigate]);
  return <QueryClientProvider client={bankQueryClient()}>{children}</QueryClientProvider>;
}
