// A browser-like HTTP client for a console behind the test's nginx: keeps cookies, sends the CSRF token with forms,
// accepts the run's self-signed certificate, and can connect from another loopback address (127.0.0.2, ...).
import { Agent, request } from 'undici';
import { CookieJar } from './cookie-jar.ts';

export interface ProxiedResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** Set-Cookie lines as sent. */
  setCookies: string[];
}

export class ProxiedClient {
  readonly origin: string;
  readonly jar = new CookieJar();
  readonly #agent: Agent;
  #csrf: string | undefined;

  constructor(origin: string, options: { localAddress?: string } = {}) {
    this.origin = origin;
    this.#agent = new Agent({ localAddress: options.localAddress, connect: { rejectUnauthorized: false } });
  }

  async get(path: string, headers: Record<string, string> = {}): Promise<ProxiedResponse> {
    return this.#send('GET', path, undefined, headers);
  }

  async postForm(path: string, form: Record<string, string>, headers: Record<string, string> = {}): Promise<ProxiedResponse> {
    const body = new URLSearchParams(this.#csrf ? { _csrf: this.#csrf, ...form } : form).toString();
    return this.#send('POST', path, body, { 'content-type': 'application/x-www-form-urlencoded', ...headers });
  }

  /** Loads the sign-in page (for its CSRF token) and signs in; answers the POST's response. */
  async signIn(loginPath: string, username: string, password: string, headers: Record<string, string> = {}): Promise<ProxiedResponse> {
    await this.get(loginPath, headers);
    return this.postForm(loginPath, { username, password }, headers);
  }

  close(): Promise<void> {
    return this.#agent.close();
  }

  async #send(method: 'GET' | 'POST', path: string, body: string | undefined, headers: Record<string, string>): Promise<ProxiedResponse> {
    const res = await request(`${this.origin}${path}`, { method, body, dispatcher: this.#agent, headers: { cookie: this.jar.header(), ...headers } });
    const text = await res.body.text();
    const raw = res.headers['set-cookie'];
    const setCookies = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
    this.jar.store(setCookies);
    const token = /name="_csrf" value="([^"]+)"/.exec(text)?.[1];
    if (token) this.#csrf = token;
    return { status: res.statusCode, headers: res.headers, body: text, setCookies };
  }
}
