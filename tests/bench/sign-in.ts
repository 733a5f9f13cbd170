// Sign-ins the benchmarks make: through the console's own form (a session cookie), or at the platform (a token).

function cookiesOf(res: Response): string[] {
  return res.headers.getSetCookie().map((c) => c.split(';')[0]);
}

/** Signs in through the console's own form and returns the session cookies as a Cookie header. */
export async function signIn(origin: string): Promise<string> {
  const login = await fetch(`${origin}/login`);
  const html = await login.text();
  const csrf = /name="_csrf" value="([^"]+)"/.exec(html)![1];
  const cookies = cookiesOf(login);
  const res = await fetch(`${origin}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookies.join('; ') },
    body: new URLSearchParams({ _csrf: csrf, username: 'tenant@thingsboard.org', password: 'tenant' }),
  });
  if (res.status !== 303) throw new Error(`sign-in answered ${res.status}`);
  // As a browser keeps them: a cookie set again replaces the one of the same name (the session renewed at sign-in).
  const jar = new Map([...cookies, ...cookiesOf(res)].map((pair) => [pair.slice(0, pair.indexOf('=')), pair]));
  return [...jar.values()].join('; ');
}

/** `count` console sessions, signed in `batch` at a time. */
export async function signInMany(origin: string, count: number, batch = 20): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < count; i += batch) cookies.push(...(await Promise.all(Array.from({ length: Math.min(batch, count - i) }, () => signIn(origin)))));
  return cookies;
}

/** The tenant administrator's platform access token. */
export async function platformToken(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'tenant@thingsboard.org', password: 'tenant' }),
  });
  return ((await res.json()) as { token: string }).token;
}
