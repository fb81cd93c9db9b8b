import { z } from 'zod';
import type { Call, CallInput, CallOutput } from '../../api/call';
import { CATALOGUE } from '../../api/catalogue';

/** The browser's own `fetch`, taken before any test or story puts the fake bank in its place. */
const browserFetch = globalThis.fetch.bind(globalThis);

/** An answer, or how to answer an input (later, for a bank that is slow to answer). */
type Answer<C extends Call> =
  CallOutput<C> | ((input: CallInput<C>) => CallOutput<C> | Promise<CallOutput<C>>);

interface Refusal {
  field: string;
  message: string;
  status: number;
}

type Behaviour =
  | { kind: 'answer'; answer: (input: unknown) => unknown }
  | { kind: 'refuse'; refusal: Refusal }
  | { kind: 'hang' }
  | { kind: 'unreachable' };

/** What the fake bank was asked: the call's path and its decoded input (cents, not euros). */
export interface BankRequest {
  path: string;
  input: unknown;
}

/**
 * A bank for the app's tests and Storybook: request handlers keyed by the `api/` call objects, so
 * an answer of the wrong shape, or a renamed field, fails to compile. It speaks the wire as the
 * sandbox bank does (euros, the spec's error bodies), encoding with the same schemas.
 */
export interface FakeBank {
  /** Answers a call with data, or with what a function of the input returns. */
  on<C extends Call>(call: C, answer: Answer<C>): FakeBank;
  /** Refuses a call as the bank does: `{ ModelState: { field: message }, status }`. */
  refuse<C extends Call>(call: C, field: string, message: string, status?: number): FakeBank;
  /** Never answers the call (the page's loading state). */
  hang<C extends Call>(call: C): FakeBank;
  /** The call's connection fails (no answer at all). */
  unreachable<C extends Call>(call: C): FakeBank;
  /** What the web bank asked, in order. */
  readonly requests: BankRequest[];
  /** The calls of one kind the web bank made. */
  requestsTo<C extends Call>(call: C): CallInput<C>[];
  /** Use as `fetch`. */
  fetch: typeof fetch;
}

const byRoute = new Map(CATALOGUE.map((call) => [`${call.method} ${call.path}`, call]));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function readInput(call: Call, url: URL, body: BodyInit | null | undefined): unknown {
  const wire =
    call.method === 'GET'
      ? Object.fromEntries(url.searchParams)
      : typeof body === 'string'
        ? JSON.parse(body)
        : body instanceof FormData
          ? Object.fromEntries(body)
          : {};
  const parsed = call.request.safeParse(wire);
  return parsed.success ? parsed.data : wire;
}

export function createFakeBank(): FakeBank {
  const behaviours = new Map<string, Behaviour>();
  const requests: BankRequest[] = [];

  const bank: FakeBank = {
    on(call, answer) {
      behaviours.set(call.path, {
        kind: 'answer',
        answer: (input) =>
          typeof answer === 'function'
            ? (answer as (input: unknown) => unknown)(input)
            : structuredClone(answer),
      });
      return bank;
    },
    refuse(call, field, message, status = 400) {
      behaviours.set(call.path, { kind: 'refuse', refusal: { field, message, status } });
      return bank;
    },
    hang(call) {
      behaviours.set(call.path, { kind: 'hang' });
      return bank;
    },
    unreachable(call) {
      behaviours.set(call.path, { kind: 'unreachable' });
      return bank;
    },
    requests,
    requestsTo<C extends Call>(call: C) {
      return requests
        .filter((request) => request.path === call.path)
        .map((request) => request.input as CallInput<C>);
    },
    async fetch(resource, init) {
      const url = new URL(
        String(resource instanceof Request ? resource.url : resource),
        location.href,
      );
      // The bank answers its API; what a page fetches besides (a reader's WebAssembly, a font)
      // comes from where it is served, as in the bank.
      if (!url.pathname.startsWith('/api/')) return browserFetch(resource, init);
      const call = byRoute.get(`${init?.method ?? 'GET'} ${url.pathname}`);
      if (!call) return json({ ModelState: { path: `No call ${url.pathname}` }, status: 404 }, 404);
      const input = readInput(call, url, init?.body);
      requests.push({ path: call.path, input });
      const behaviour = behaviours.get(call.path);
      if (!behaviour) {
        throw new Error(`The fake bank was not told how to answer ${call.path}`);
      }
      switch (behaviour.kind) {
        case 'hang':
          return new Promise<Response>((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () =>
              reject(new DOMException('Aborted', 'AbortError')),
            ),
          );
        case 'unreachable':
          throw new TypeError('Failed to fetch');
        case 'refuse': {
          const { field, message, status } = behaviour.refusal;
          return json({ ModelState: { [field]: message }, status }, status);
        }
        case 'answer':
          return json(z.encode(call.response, await behaviour.answer(input)));
      }
    },
  };
  return bank;
}
