import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { PROVIDER_NAME_KEYS, type TwoFactorSetup } from '../../domain/two-factor.ts';
import { isTwoFactorProviderType, type AccountTwoFactorConfig } from '../../platform/types/two-factor.ts';
import { isPlatformError, type PlatformError } from '../../platform/platform-error.ts';
import { twoFactorApi } from '../../platform/api/two-factor.ts';
import { success } from '../../notices/notice.ts';
import { isEmail } from '../../domain/email-format.ts';
import { answerSecurityPage } from '../../account/security-page.tsx';
import { downRefusal } from '../../tables/refusal.ts';
import { routePlugin } from '../../route-plugin.ts';

const E164 = /^\+[1-9]\d{1,14}$/;

const ProviderBody = Type.Object({ provider: Type.String({ maxLength: 16 }), _csrf: Type.Optional(Type.String()) });
const ContactBody = Type.Object({ contact: Type.String({ maxLength: 255, default: '' }), _csrf: Type.Optional(Type.String()) });
const CodeBody = Type.Object({ code: Type.String({ maxLength: 32, default: '' }), _csrf: Type.Optional(Type.String()) });
const options = <B extends object>(body: B) => ({ config: { routeId: 'security' as const }, schema: { body } });

function providerName(request: FastifyRequest, type: keyof typeof PROVIDER_NAME_KEYS): string {
  return request.view().t(PROVIDER_NAME_KEYS[type]);
}

/** The security page again, with a message on the setup step (input kept), for a refused step. */
async function setupRefused(request: FastifyRequest, reply: FastifyReply, setup: TwoFactorSetup, error: string, status: number, contact?: string) {
  return answerSecurityPage(request, reply, { setup: { setup, error, contact } }, status);
}

/** Only the platform's answers about the input (400) and its rate limit (429) stay on the page (and its absence: `downRefusal`). */
function isInputRefusal(err: unknown): err is PlatformError {
  return isPlatformError(err, { status: [400, 429] });
}

/** `/security/2fa/...`: enabling (in steps), choosing the default, disabling the second factors; the backup codes. */
export const securityTwoFactor = routePlugin('security-two-factor', async (app) => {
  app.post('/security/2fa/enable', options(ProviderBody), async (request, reply) => {
    const type = request.body.provider;
    if (!isTwoFactorProviderType(type)) return reply.redirectTo('/security');
    if (type === 'BACKUP_CODE') {
      // New codes replace the old ones, which the platform keeps until the provider is removed.
      const settings = await twoFactorApi.getAccountSettings(request.platform);
      if (settings.configs?.BACKUP_CODE) await twoFactorApi.deleteConfig(request.platform, type);
    }
    const config = await twoFactorApi.generateConfig(request.platform, type);
    if (type === 'BACKUP_CODE') {
      // Backup codes need no proof: they are saved at once and shown this one time.
      await twoFactorApi.verifyAndSaveConfig(request.platform, config);
      request.session.backupCodes = config.codes ?? [];
      request.session.twoFactorSetup = undefined;
      return reply.redirectTo('/security#backup-codes');
    }
    request.session.twoFactorSetup = { providerType: type, config, codeSent: false };
    return reply.redirectTo('/security#setup');
  });

  app.post('/security/2fa/submit', options(ContactBody), async (request, reply) => {
    const setup = request.session.twoFactorSetup;
    if (!setup || setup.providerType === 'TOTP') return reply.redirectTo('/security');
    const { t } = request.view();
    const contact = request.body.contact.trim();
    const isSms = setup.providerType === 'SMS';
    if (isSms ? !E164.test(contact) : !isEmail(contact)) {
      return setupRefused(request, reply, setup, t(isSms ? 'account.2fa.phone-invalid' : 'user.invalid-email-format'), 400, contact);
    }
    const config: AccountTwoFactorConfig = isSms ? { ...setup.config, phoneNumber: contact } : { ...setup.config, email: contact };
    try {
      await twoFactorApi.submitConfig(request.platform, config);
    } catch (err) {
      const refused = downRefusal(request, err) ?? (isInputRefusal(err) ? { message: err.message, status: err.status } : null);
      if (!refused) throw err;
      return setupRefused(request, reply, setup, refused.message, refused.status, contact);
    }
    request.session.twoFactorSetup = { ...setup, config, codeSent: true };
    return reply.redirectTo('/security#setup');
  });

  app.post('/security/2fa/verify', options(CodeBody), async (request, reply) => {
    const setup = request.session.twoFactorSetup;
    if (!setup) return reply.redirectTo('/security');
    const { t } = request.view();
    const code = request.body.code.trim();
    if (!/^\d{6}$/.test(code)) return setupRefused(request, reply, setup, t('account.2fa.code-invalid'), 400);
    try {
      await twoFactorApi.verifyAndSaveConfig(request.platform, setup.config, code);
    } catch (err) {
      const refused = downRefusal(request, err) ?? (isInputRefusal(err) ? { message: err.message, status: err.status } : null);
      if (!refused) throw err;
      return setupRefused(request, reply, setup, refused.message, refused.status);
    }
    request.session.twoFactorSetup = undefined;
    success(request, t('account.2fa.enabled-message', { name: providerName(request, setup.providerType) }));
    return reply.redirectTo('/security#two-factor');
  });

  app.post('/security/2fa/cancel', { config: { routeId: 'security' } }, async (request, reply) => {
    request.session.twoFactorSetup = undefined;
    return reply.redirectTo('/security');
  });

  app.post('/security/2fa/default', options(ProviderBody), async (request, reply) => {
    const type = request.body.provider;
    if (!isTwoFactorProviderType(type)) return reply.redirectTo('/security');
    await twoFactorApi.useByDefault(request.platform, type);
    success(request, request.view().t('account.2fa.default-changed', { name: providerName(request, type) }));
    return reply.redirectTo('/security#two-factor');
  });

  app.post('/security/2fa/disable', options(ProviderBody), async (request, reply) => {
    const type = request.body.provider;
    if (!isTwoFactorProviderType(type)) return reply.redirectTo('/security');
    await twoFactorApi.deleteConfig(request.platform, type);
    if (type === 'BACKUP_CODE') request.session.backupCodes = undefined;
    success(request, request.view().t('account.2fa.disabled-message', { name: providerName(request, type) }));
    return reply.redirectTo('/security#two-factor');
  });

  app.get('/security/2fa/backup-codes.txt', { config: { routeId: 'security' } }, async (request, reply) => {
    const codes = request.session.backupCodes;
    if (!codes?.length) return reply.redirectTo('/security');
    const { t } = request.view();
    const text = [t('account.2fa.backup-file-heading', { user: request.session.user!.email }), '', ...codes, ''].join('\n');
    return reply
      .type('text/plain; charset=utf-8')
      .header('content-disposition', 'attachment; filename="backup-codes.txt"')
      .header('cache-control', 'no-store')
      .send(text);
  });

  app.post('/security/2fa/backup-codes/done', { config: { routeId: 'security' } }, async (request, reply) => {
    request.session.backupCodes = undefined;
    return reply.redirectTo('/security#two-factor');
  });
});
