import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { parseAttemptLimit, SignInLimits } from './sign-in-limits.ts';
import { RepeatedSubmits } from './repeated-submits.ts';

/** What the sign-in pages share: the limits, the pause of a held attempt, the memory of repeated submits. */
export interface SignInGuards {
  limits: SignInLimits;
  /** Holds a sign-in attempt for the username's delay (a timer; tests record the delays instead). */
  pause: (ms: number) => Promise<void>;
  repeated: RepeatedSubmits;
}

export interface SignInGuardOptions {
  config: Config;
  /** Resolves when the store the limits count in can be used (Redis after a reconnect). */
  limitsReady?: () => Promise<void>;
  pause?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function signInGuards(app: FastifyInstance, { config, limitsReady, pause }: SignInGuardOptions): SignInGuards {
  const limits = { perIp: parseAttemptLimit(config.SIGN_IN_LIMIT_PER_IP), perUsername: parseAttemptLimit(config.SIGN_IN_LIMIT_PER_USERNAME) };
  return {
    limits: new SignInLimits(app, limits, limitsReady),
    pause: pause ?? sleep,
    repeated: new RepeatedSubmits(),
  };
}
