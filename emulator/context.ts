import type { DatabaseSync } from 'node:sqlite';
import type { TokenOutdating } from './auth/outdating.ts';
import type { RateLimiter } from './auth/rate-limit.ts';
import type { TokenFactory } from './auth/tokens.ts';
import type { Clock } from './lib/clock.ts';
import type { Stores } from './store/stores.ts';
import type { ChangeBus } from './ws/change-bus.ts';

/** Everything a route needs, created once per running emulator. */
export interface EmulatorContext {
  db: DatabaseSync;
  /** Token times, token outdating, rate limits and 2FA code lifetimes (see lib/clock.ts). */
  clock: Clock;
  stores: Stores;
  tokens: TokenFactory;
  outdating: TokenOutdating;
  rateLimiter: RateLimiter;
  /** Change notifications (telemetry, attributes, alarms, entities) for WebSocket subscriptions. */
  bus: ChangeBus;
  /** What `GET /api/edges/enabled` answers (the platform's `edges.enabled`). */
  edgesEnabled: boolean;
  /** What `GET /api/ruleChain/tbelEnabled` answers (the platform's `tbel.enabled`). */
  tbelEnabled: boolean;
}
