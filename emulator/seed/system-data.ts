import { hashPassword } from '../auth/passwords.ts';
import type { JwtSettings } from '../auth/tokens.ts';
import { NULL_UUID } from '../lib/ids.ts';
import { randomAlphanumeric } from '../lib/random.ts';
import type { Stores } from '../store/stores.ts';
import type { Authority } from '../store/users.ts';
import type { SeedClock } from './seed-clock.ts';
import { ISOLATED_QUEUES, unlimitedConfiguration } from './tenant-profiles.ts';

export interface SeedUser {
  email: string;
  password: string;
  authority: Authority;
  tenantId: string;
  customerId: string;
}

/** An enabled user with a password, as the demo loader creates them (no names, no additionalInfo). */
export async function seedUser(stores: Stores, clock: SeedClock, user: SeedUser): Promise<string> {
  const password = await hashPassword(user.password);
  const { id, created_time } = clock.id();
  const credentials = clock.id();
  stores.users.insert(
    {
      id, created_time, tenant_id: user.tenantId, customer_id: user.customerId, email: user.email,
      authority: user.authority, first_name: null, last_name: null, additional_info: null,
    },
    { ...credentials, user_id: id, enabled: 1, password, activate_token: null, reset_token: null },
  );
  return id;
}

export function initialJwtSettings(): JwtSettings {
  return {
    tokenExpirationTime: 9000,
    refreshTokenExpTime: 604800,
    tokenIssuer: 'thingsboard.io',
    tokenSigningKey: Buffer.from(randomAlphanumeric(64)).toString('base64'),
  };
}

/** What every installation has: admin settings, the two tenant profiles and the system administrator. */
export async function seedSystemData(stores: Stores, clock: SeedClock): Promise<{ defaultTenantProfileId: string }> {
  stores.settings.put('general', { baseUrl: 'http://localhost:8080', prohibitDifferentUrl: false });
  stores.settings.put('mail', {
    mailFrom: 'ThingsBoard <sysadmin@localhost.localdomain>', smtpProtocol: 'smtp', smtpHost: 'localhost',
    smtpPort: '25', timeout: '10000', enableTls: false, username: '', password: '', tlsVersion: 'TLSv1.2',
    enableProxy: false, showChangePassword: false,
  });
  stores.settings.put('jwt', initialJwtSettings());
  const defaultProfile = clock.id();
  stores.tenantProfiles.insert({
    ...defaultProfile, name: 'Default', description: 'Default tenant profile', is_default: 1,
    isolated_tb_rule_engine: 0,
    profile_data: JSON.stringify({ configuration: unlimitedConfiguration(), queueConfiguration: null }),
  });
  stores.tenantProfiles.insert({
    ...clock.id(), name: 'Isolated TB Rule Engine', description: 'Isolated TB Rule Engine tenant profile',
    is_default: 0, isolated_tb_rule_engine: 1,
    profile_data: JSON.stringify({ configuration: unlimitedConfiguration(), queueConfiguration: ISOLATED_QUEUES }),
  });
  await seedUser(stores, clock, {
    email: 'sysadmin@thingsboard.org', password: 'sysadmin', authority: 'SYS_ADMIN',
    tenantId: NULL_UUID, customerId: NULL_UUID,
  });
  return { defaultTenantProfileId: defaultProfile.id };
}
