import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

const Env = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 8080 }),
  HOST: Type.String({ default: '0.0.0.0' }),
  PLATFORM_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  BASE_PATH: Type.String({ pattern: '^(/[A-Za-z0-9._~-]+)*$', default: '' }),
  SESSION_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    { default: 'info' },
  ),
  TRUST_PROXY: Type.String({ default: '' }),
  /** The console's address as browsers reach it (scheme, host, optional port), for absolute URLs. */
  PUBLIC_URL: Type.Optional(Type.String({ pattern: '^https?://[^/?#@\\s]+/?$' })),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  DATA_DIR: Type.String({ default: 'data' }),
  SESSION_IDLE_MINUTES: Type.Integer({ minimum: 1, default: 1440 }),
  /** However active, a console session ends this long after sign-in; 0: no limit. */
  SESSION_ABSOLUTE_MINUTES: Type.Integer({ minimum: 0, default: 10080 }),
  /** Keep sessions confined to a dashboard (wall displays) signed in indefinitely, refreshing their tokens on the server. */
  KIOSK_DASHBOARD_SESSIONS: Type.Boolean({ default: false }),
  /** Map tiles for the dashboards' maps, fetched and cached by the console: `https://…/{z}/{x}/{y}.png`. Unset: maps without tiles. */
  MAP_TILE_URL: Type.Optional(Type.String({ pattern: '^(?=.*\\{z\\})(?=.*\\{x\\})(?=.*\\{y\\})https?://[^\\s]+$' })),
  /** Upper bound of the tile cache under DATA_DIR, in MiB. */
  MAP_TILE_CACHE_MB: Type.Integer({ minimum: 1, default: 256 }),
  /** The tile provider's attribution, shown on every map with tiles. */
  MAP_TILE_ATTRIBUTION: Type.String({ maxLength: 200, default: '© OpenStreetMap contributors' }),
  EMULATOR_PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 18080 }),
  EMULATOR_DB: Type.Optional(Type.String()),
  /** Serve `/gallery`, the shared parts in their states (development and tests). */
  GALLERY: Type.Boolean({ default: false }),
  /** The largest OTA package file the console takes (it streams the file on to the platform). */
  OTA_MAX_MIB: Type.Integer({ minimum: 1, maximum: 4096, default: 64 }),
  SIGN_IN_LIMIT_PER_IP: Type.String({ pattern: '^[0-9]+:[1-9][0-9]*$', default: '30:300' }),
  SIGN_IN_LIMIT_PER_USERNAME: Type.String({ pattern: '^[0-9]+:[1-9][0-9]*$', default: '10:300' }),
  /** On SIGTERM/SIGINT, in-flight requests get this long to finish before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: Type.Integer({ minimum: 0, default: 10_000 }),
  /** When set, GET /metrics asks for `Authorization: Bearer <this>`. */
  METRICS_TOKEN: Type.Optional(Type.String({ minLength: 16 })),
});

export type Config = Static<typeof Env>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment into a typed config; unknown variables are ignored, bad ones are named. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const input: Record<string, unknown> = {};
  for (const key of Object.keys(Env.properties)) {
    const raw = env[key];
    if (raw !== undefined && raw !== '') input[key] = raw;
  }
  const converted = Value.Default(Env, Value.Convert(Env, input));
  const errors = [...Value.Errors(Env, converted)];
  if (errors.length > 0) {
    const lines = errors.map((e) => `${e.path.slice(1) || '(root)'}: ${e.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  return converted as Config;
}

/** TRUST_PROXY: empty = off, "true" = any hop, a number = hop count, else a list of addresses. */
export function trustProxySetting(value: string): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value.split(',').map((s) => s.trim()).filter(Boolean);
}
