import { startProcess, type RunningProcess } from './bankProcess';

/**
 * A bank process on the database of `env` with Aino logged in over HTTP: `use` gets the bank and
 * her session cookie; the bank stops afterwards.
 */
export async function withAinoLoggedIn<T>(
  port: number,
  env: Record<string, string>,
  use: (bank: RunningProcess, cookie: string) => Promise<T>,
): Promise<T> {
  const bank = await startProcess('server/main.ts', {
    PORT: String(port),
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    ...env,
  });
  try {
    return await use(bank, await logInOverHttp(bank.url, 'Aino Virtanen'));
  } finally {
    await bank.stop();
  }
}

/** Logs a demo person in over real HTTP, as a browser would; returns the session cookie. */
export async function logInOverHttp(baseUrl: string, name: string): Promise<string> {
  const jar = new Map<string, string>();
  const headers = () => ({ cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') });
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [key, value = ''] = (pair ?? '').split('=');
      if (key) jar.set(key.trim(), value);
    }
  };
  const go = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(url, baseUrl), {
      ...init,
      redirect: 'manual',
      headers: { ...headers(), ...(init.headers ?? {}) },
    });
    keep(response);
    return response;
  };
  const start = await go('/api/auth/ftnloginstart', {
    method: 'POST',
    body: '{}',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'verkkopankki' },
  });
  const { IdentificationUrl } = (await start.json()) as { IdentificationUrl: string };
  let response = await go(IdentificationUrl);
  while (response.status >= 300 && response.status < 400)
    response = await go(response.headers.get('location') ?? '');
  const pageUrl = response.url || '';
  const html = await response.text();
  const form = html.split('<form').find((part) => part.includes(name)) ?? '';
  const action = form.match(/action="([^"]+)"/)?.[1];
  const userId = form.match(/name="userId" value="([^"]+)"/)?.[1];
  if (!action || !userId) throw new Error(`No identification button for ${name} on ${pageUrl}`);
  response = await go(action, {
    method: 'POST',
    body: new URLSearchParams({ userId }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  while (response.status >= 300 && response.status < 400) {
    const location = response.headers.get('location') ?? '';
    if (location.startsWith('/bank')) break;
    response = await go(location);
  }
  const session = jar.get('vp_session');
  if (!session) throw new Error('The login gave no session');
  return `vp_session=${session}`;
}
