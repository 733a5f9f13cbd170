import type { PlatformHttp } from '../platform/platform-http.ts';
import { withQuery } from '../platform/platform-client.ts';
import { parseJson, toPlatformError } from '../platform/platform-answers.ts';
import type { TokenPair } from '../platform/tokens.ts';
import { TWO_FACTOR_PROVIDER_TYPES, type TwoFactorProviderInfo, type TwoFactorProviderType } from '../platform/types/two-factor.ts';

export const DEFAULT_RESEND_PERIOD_S = 30;

/** SMS and EMAIL deliver a code; TOTP and backup codes are already in the user's hands. */
export function sendsCode(type: TwoFactorProviderType): boolean {
  return type === 'SMS' || type === 'EMAIL';
}

/** Six digits, or eight lowercase hex characters for a backup code (spec section 5). */
export function isWellFormedCode(type: TwoFactorProviderType, code: string): boolean {
  return type === 'BACKUP_CODE' ? /^[0-9a-f]{8}$/.test(code) : /^[0-9]{6}$/.test(code);
}

/** The default provider first, the others in the platform's order. */
export function defaultFirst(providers: TwoFactorProviderInfo[]): TwoFactorProviderInfo[] {
  return [...providers.filter((p) => p.default), ...providers.filter((p) => !p.default)];
}

/**
 * The three calls a pre-verification token may make. They go straight to the platform with that
 * token: no refresh (there is no refresh token) and no 429 retry (the user must see the 429).
 */
export class VerificationCalls {
  readonly #http: PlatformHttp;
  readonly #token: string;
  readonly #requestId: string;

  constructor(http: PlatformHttp, token: string, requestId: string) {
    this.#http = http;
    this.#token = token;
    this.#requestId = requestId;
  }

  async providers(): Promise<TwoFactorProviderInfo[]> {
    const list = await this.#call<TwoFactorProviderInfo[] | undefined>('GET', '/api/auth/2fa/providers');
    return (list ?? []).filter((p) => TWO_FACTOR_PROVIDER_TYPES.includes(p.type));
  }

  send(type: TwoFactorProviderType): Promise<void> {
    return this.#call('POST', withQuery('/api/auth/2fa/verification/send', { providerType: type }));
  }

  check(type: TwoFactorProviderType, code: string): Promise<TokenPair> {
    return this.#call('POST', withQuery('/api/auth/2fa/verification/check', { providerType: type, verificationCode: code }));
  }

  async #call<T>(method: 'GET' | 'POST', path: string): Promise<T> {
    const res = await this.#http.send({ method, path, token: this.#token, requestId: this.#requestId });
    if (res.status < 200 || res.status >= 300) throw toPlatformError(method, path, res);
    return (res.text === '' ? undefined : parseJson<T>(method, path, res)) as T;
  }
}
