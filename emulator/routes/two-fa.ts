import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ANY_USER, SA, requireAuthority, requirePreVerification } from '../auth/caller.ts';
import type { Caller } from '../auth/caller.ts';
import { booleanField, enumQuery, requiredQuery } from '../auth/bind.ts';
import { recordLogin } from '../auth/login.ts';
import { auditLogin } from '../auth/login-audit.ts';
import {
  accountConfig, accountSettings, activeConfigs, bindAccountConfig, deleteAccountConfig, generateAccountConfig,
  saveAccountConfig, updateAccountConfig,
} from '../auth/two-fa-accounts.ts';
import { providerInfos } from '../auth/two-fa-providers.ts';
import { PROVIDER_TYPES, PROVIDER_TYPE_CLASS, SETTINGS_KEY, bindPlatformTwoFaSettings, platformTwoFaSettings } from '../auth/two-fa-settings.ts';
import { checkLoginCode, checkSetupCode, sendVerificationCode } from '../auth/two-fa-verification.ts';
import type { EmulatorContext } from '../context.ts';
import { badRequest, unauthorized } from '../http/api-error.ts';
import { objectBody, sendEmpty } from '../http/body.ts';
import { queryParams, queryValue } from '../http/query.ts';
import type { UserRow } from '../store/users.ts';

const ACCOUNT_CONFIG_CLASS = 'TwoFaAccountConfig';

const providerType = (request: FastifyRequest) => enumQuery(request, 'providerType', PROVIDER_TYPE_CLASS, PROVIDER_TYPES);

export function twoFaRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  const userOf = (caller: Caller): UserRow => {
    const user = ctx.stores.users.findById(caller.userId);
    if (!user) throw unauthorized('User not found');
    return user;
  };
  const orEmpty = <T>(value: T | null, reply: Parameters<typeof sendEmpty>[0]) => (value === null ? sendEmpty(reply) : value);

  // Sign-in with a pre-verification token.
  app.get('/api/auth/2fa/providers', async (request) => {
    const caller = requirePreVerification(request);
    return providerInfos(ctx, caller.userId);
  });

  app.post('/api/auth/2fa/verification/send', async (request, reply) => {
    const type = providerType(request);
    const caller = requirePreVerification(request);
    sendVerificationCode(ctx, userOf(caller), accountConfig(ctx, caller.userId, type), true);
    return sendEmpty(reply);
  });

  app.post('/api/auth/2fa/verification/check', async (request) => {
    const type = providerType(request);
    const code = requiredQuery(request, 'verificationCode');
    const caller = requirePreVerification(request);
    const user = userOf(caller);
    if (!checkLoginCode(ctx, user, accountConfig(ctx, caller.userId, type), code)) {
      auditLogin(ctx, request, user, 'LOGIN', 'Verification code is incorrect');
      throw badRequest('Verification code is incorrect');
    }
    const loggedIn = recordLogin(ctx, request, user);
    return { ...ctx.tokens.pair({ user: loggedIn, enabled: true }, caller.sessionId), scope: null };
  });

  // The user's own 2FA configuration.
  app.get('/api/2fa/account/settings', async (request, reply) => {
    const caller = requireAuthority(request, ...ANY_USER);
    return orEmpty(accountSettings(ctx, caller.userId), reply);
  });

  app.post('/api/2fa/account/config/generate', async (request) => {
    const type = providerType(request);
    const caller = requireAuthority(request, ...ANY_USER);
    return generateAccountConfig(ctx, userOf(caller), type);
  });

  app.post('/api/2fa/account/config/submit', async (request, reply) => {
    const config = bindAccountConfig(objectBody(request, ACCOUNT_CONFIG_CLASS));
    const caller = requireAuthority(request, ...ANY_USER);
    sendVerificationCode(ctx, userOf(caller), config, false);
    return sendEmpty(reply);
  });

  app.post('/api/2fa/account/config', async (request, reply) => {
    const config = bindAccountConfig(objectBody(request, ACCOUNT_CONFIG_CLASS));
    const code = queryValue(queryParams(request), 'verificationCode') ?? '';
    const caller = requireAuthority(request, ...ANY_USER);
    if (activeConfigs(ctx, caller.userId)[config.providerType]) throw badRequest('2FA provider is already configured');
    if (config.providerType !== 'BACKUP_CODE' && !checkSetupCode(ctx, userOf(caller), config, code)) {
      throw badRequest('Verification code is incorrect');
    }
    return orEmpty(saveAccountConfig(ctx, caller.userId, config), reply);
  });

  app.put('/api/2fa/account/config', async (request, reply) => {
    const type = providerType(request);
    const body = objectBody(request, 'TwoFaAccountConfigUpdateRequest');
    const caller = requireAuthority(request, ...ANY_USER);
    return orEmpty(updateAccountConfig(ctx, caller.userId, type, booleanField(body, 'useByDefault') ?? false), reply);
  });

  app.delete('/api/2fa/account/config', async (request, reply) => {
    const type = providerType(request);
    const caller = requireAuthority(request, ...ANY_USER);
    return orEmpty(deleteAccountConfig(ctx, caller.userId, type), reply);
  });

  app.get('/api/2fa/providers', async (request) => {
    requireAuthority(request, ...ANY_USER);
    return (platformTwoFaSettings(ctx.stores.settings)?.providers ?? []).map((provider) => provider.providerType);
  });

  // Platform settings (system administrator).
  app.get('/api/2fa/settings', async (request, reply) => {
    requireAuthority(request, SA);
    return orEmpty(platformTwoFaSettings(ctx.stores.settings), reply);
  });

  app.post('/api/2fa/settings', async (request) => {
    const settings = bindPlatformTwoFaSettings(objectBody(request, 'PlatformTwoFaSettings'));
    requireAuthority(request, SA);
    ctx.stores.settings.put(SETTINGS_KEY, settings);
    return settings;
  });
}
