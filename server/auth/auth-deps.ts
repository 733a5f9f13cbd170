import type { Config } from '../config.ts';
import type { PlatformHttp } from '../platform/platform-http.ts';
import { AttemptLimiter, parseAttemptLimit } from './attempt-limiter.ts';
import { RepeatedSubmits } from './repeated-submits.ts';

/** What the sign-in routes share: the platform connection for two-factor calls, limits, repeated submits. */
export interface AuthDeps {
  http: PlatformHttp;
  perIp: AttemptLimiter;
  perUsername: AttemptLimiter;
  repeated: RepeatedSubmits;
}

export interface AuthRoutesOptions {
  config: Config;
  http: PlatformHttp;
}

export function authDeps({ config, http }: AuthRoutesOptions): AuthDeps {
  return {
    http,
    perIp: new AttemptLimiter(parseAttemptLimit(config.SIGN_IN_LIMIT_PER_IP)),
    perUsername: new AttemptLimiter(parseAttemptLimit(config.SIGN_IN_LIMIT_PER_USERNAME)),
    repeated: new RepeatedSubmits(),
  };
}
