import type { AddressInfo } from 'node:net';
import { authenticate } from './auth/authenticate.ts';
import { createTokenOutdating } from './auth/outdating.ts';
import { createRateLimiter } from './auth/rate-limit.ts';
import { createTokenFactory } from './auth/tokens.ts';
import type { JwtSettings } from './auth/tokens.ts';
import type { EmulatorContext } from './context.ts';
import { openDatabase } from './db/open.ts';
import { createApp } from './http/app.ts';
import { registerRoutes } from './routes/index.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { createStores } from './store/stores.ts';
import type { Stores } from './store/stores.ts';

export interface EmulatorOptions {
  /** 0 picks a free port; default 18080. */
  port?: number;
  /** Default '127.0.0.1'. */
  host?: string;
  /** Default ':memory:'; a file keeps data across restarts (demo data is only seeded into an empty database). */
  dbPath?: string;
  /** Access token lifetime in seconds, default 9000. */
  accessTokenTtlSec?: number;
  /** Refresh token lifetime in seconds, default 604800. */
  refreshTokenTtlSec?: number;
  /**
   * REST limit per tenant, e.g. '5:1' (5 requests per second). Written to the Default tenant profile's
   * profileData.configuration.tenantServerRestLimitsConfiguration (null clears it); left as stored when undefined.
   */
  tenantRestLimit?: string | null;
  logger?: boolean;
}

export interface RunningEmulator {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** The stored `jwt` admin setting with this run's token lifetimes written into it. */
function jwtSettings(stores: Stores, options: EmulatorOptions): JwtSettings {
  const stored = stores.settings.get('jwt') as JwtSettings;
  const settings: JwtSettings = {
    ...stored,
    tokenExpirationTime: options.accessTokenTtlSec ?? 9000,
    refreshTokenExpTime: options.refreshTokenTtlSec ?? 604800,
  };
  stores.settings.put('jwt', settings);
  return settings;
}

function applyTenantRestLimit(stores: Stores, limit: string | null | undefined): void {
  if (limit === undefined) return;
  const profile = stores.tenantProfiles.findDefault();
  if (profile) stores.tenantProfiles.setConfigurationValue(profile.id, 'tenantServerRestLimitsConfiguration', limit);
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const db = openDatabase(options.dbPath ?? ':memory:');
  try {
    const stores = createStores(db);
    await seedIfEmpty(db, stores);
    applyTenantRestLimit(stores, options.tenantRestLimit);
    const ctx: EmulatorContext = {
      db,
      stores,
      tokens: createTokenFactory(jwtSettings(stores, options)),
      outdating: createTokenOutdating(db),
      rateLimiter: createRateLimiter(),
    };
    const app = createApp(options.logger ?? false);
    app.addHook('onRequest', authenticate(ctx));
    registerRoutes(app, ctx);
    const host = options.host ?? '127.0.0.1';
    await app.listen({ port: options.port ?? 18080, host });
    const { port } = app.server.address() as AddressInfo;
    const urlHost = host.includes(':') ? `[${host}]` : host;
    return {
      url: `http://${urlHost}:${port}`,
      port,
      async close() {
        await app.close();
        db.close();
      },
    };
  } catch (error) {
    if (db.isOpen) db.close();
    throw error;
  }
}
