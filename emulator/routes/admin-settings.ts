import type { FastifyInstance } from 'fastify';
import { SA, requireAuthority } from '../auth/caller.ts';
import { bindJwtSettings } from '../auth/jwt-settings.ts';
import { securitySettings } from '../auth/password-policy.ts';
import { bindSecuritySettings } from '../auth/security-settings.ts';
import { createTokenFactory } from '../auth/tokens.ts';
import type { EmulatorContext } from '../context.ts';
import { badRequest, notFound, unauthorized } from '../http/api-error.ts';
import { objectBody, sendEmpty, stringField } from '../http/body.ts';
import { isObject } from '../lib/json.ts';
import { mails, sendMail, sendSms } from '../services/outbox-mail.ts';
import type { AdminSettings } from '../store/settings.ts';

const E164 = /^\+[1-9]\d{1,14}$/;
const SMS_TYPES = ['AWS_SNS', 'TWILIO', 'SMPP'];

/** The mail password never leaves the server. */
function withoutMailPassword(settings: AdminSettings): AdminSettings {
  if (settings.key !== 'mail' || !isObject(settings.jsonValue)) return settings;
  const { password: _password, ...rest } = settings.jsonValue;
  return { ...settings, jsonValue: rest };
}

export function adminSettingsRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  const { settings } = ctx.stores;
  const storedMailPassword = () => {
    const mail = settings.get('mail');
    return isObject(mail) ? mail.password : undefined;
  };

  app.get('/api/admin/settings/:key', async (request) => {
    requireAuthority(request, SA);
    const key = (request.params as { key: string }).key;
    const found = settings.find(key);
    if (!found) throw notFound(`No Administration settings found for key: ${key}`);
    return withoutMailPassword(found);
  });

  app.post('/api/admin/settings', async (request) => {
    const body = objectBody(request, 'AdminSettings');
    requireAuthority(request, SA);
    const key = stringField(body, 'key');
    let value = body.jsonValue;
    if (key === null || key === '') throw badRequest('Key should be specified!');
    if (value === undefined || value === null) throw badRequest('Json value should be specified!');
    if (key === 'mail' && isObject(value) && !('password' in value)) value = { ...value, password: storedMailPassword() ?? '' };
    settings.put(key, value);
    return withoutMailPassword(settings.find(key) as AdminSettings);
  });

  app.post('/api/admin/settings/testMail', async (request, reply) => {
    const body = objectBody(request, 'AdminSettings');
    const caller = requireAuthority(request, SA);
    const value = isObject(body.jsonValue) ? { ...body.jsonValue } : {};
    if (!('password' in value)) value.password = storedMailPassword() ?? '';
    sendMail(ctx, caller.email, mails.test(), value);
    return sendEmpty(reply);
  });

  app.post('/api/admin/settings/testSms', async (request, reply) => {
    const body = objectBody(request, 'TestSmsRequest');
    requireAuthority(request, SA);
    const provider = body.providerConfiguration;
    if (!isObject(provider) || !SMS_TYPES.includes(String(provider.type))) {
      throw badRequest('Unsupported SMS provider configuration');
    }
    const numberTo = (stringField(body, 'numberTo') ?? '').trim();
    if (!E164.test(numberTo)) throw badRequest('Invalid phone number format. Phone number must be in E.164 format.');
    sendSms(ctx, numberTo, 'TEST', stringField(body, 'message') ?? '');
    return sendEmpty(reply);
  });

  app.get('/api/admin/securitySettings', async (request) => {
    requireAuthority(request, SA);
    return securitySettings(settings);
  });

  app.post('/api/admin/securitySettings', async (request) => {
    const body = bindSecuritySettings(objectBody(request, 'SecuritySettings'));
    requireAuthority(request, SA);
    settings.put('securitySettings', body);
    return securitySettings(settings);
  });

  app.get('/api/admin/jwtSettings', async (request) => {
    requireAuthority(request, SA);
    return ctx.tokens.settings;
  });

  app.post('/api/admin/jwtSettings', async (request) => {
    const jwt = bindJwtSettings(objectBody(request, 'JwtSettings'));
    const caller = requireAuthority(request, SA);
    settings.put('jwt', jwt);
    ctx.tokens = createTokenFactory(jwt, ctx.clock);
    const user = ctx.stores.users.findById(caller.userId);
    if (!user) throw unauthorized('User not found');
    return { ...ctx.tokens.pair({ user, enabled: true }), scope: null };
  });
}
