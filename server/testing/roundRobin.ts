import { Agent, request } from 'node:http';
import type { InjectOptions } from 'fastify';
import type { BrowserAnswer, Injector } from './loginRoundTrip';

type Cookie = BrowserAnswer['cookies'][number];

/** A `Set-Cookie` line as a browser keeps it: name, value, and when it expires. */
function cookieOf(line: string): Cookie {
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  const equals = pair.indexOf('=');
  const cookie: Cookie = { name: pair.slice(0, equals), value: pair.slice(equals + 1) };
  for (const attribute of attributes) {
    const [name = '', value = ''] = attribute.split('=');
    if (name.toLowerCase() === 'expires') cookie.expires = new Date(value);
    if (name.toLowerCase() === 'max-age' && Number(value) <= 0) cookie.expires = new Date(0);
  }
  return cookie;
}

/**
 * A proxy's round robin in the test's hands: each request goes to the next replica in turn, over
 * real HTTP, on at most `socketsPerReplica` kept-alive connections to each (more requests wait
 * for a free one). It answers like `app.inject`, so `InjectBrowser` can browse through it.
 */
export class RoundRobin implements Injector {
  private turn = 0;
  private readonly agents: Agent[];
  /** Every request sent, in order: which replica (its index) had it, and its path. */
  readonly sent: { replica: number; method: string; path: string }[] = [];

  constructor(
    readonly replicas: readonly string[],
    socketsPerReplica = 25,
  ) {
    this.agents = replicas.map(() => new Agent({ keepAlive: true, maxSockets: socketsPerReplica }));
  }

  /** The replica the next request goes to. */
  get next(): number {
    return this.turn % this.replicas.length;
  }

  inject(options: InjectOptions): Promise<BrowserAnswer> {
    const replica = this.next;
    this.turn += 1;
    return this.send(replica, options);
  }

  /** One request to the replica `replica` (its index), out of turn. */
  send(replica: number, { method = 'GET', url, headers, payload }: InjectOptions) {
    const body =
      payload === undefined || typeof payload === 'string' ? payload : JSON.stringify(payload);
    const target = new URL(String(url), this.replicas[replica]);
    this.sent.push({ replica, method, path: target.pathname });
    return new Promise<BrowserAnswer>((resolve, reject) => {
      const outgoing = request(
        target,
        {
          method,
          agent: this.agents[replica],
          headers: {
            ...(body !== undefined && typeof payload !== 'string'
              ? { 'content-type': 'application/json' }
              : {}),
            ...headers,
          },
        },
        (incoming) => {
          let text = '';
          incoming.setEncoding('utf8');
          incoming.on('data', (chunk: string) => (text += chunk));
          incoming.on('error', reject);
          incoming.on('end', () =>
            resolve({
              statusCode: incoming.statusCode ?? 0,
              headers: incoming.headers,
              body: text,
              cookies: (incoming.headers['set-cookie'] ?? []).map(cookieOf),
              json: () => JSON.parse(text),
            }),
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }

  close(): void {
    for (const agent of this.agents) agent.destroy();
  }
}
