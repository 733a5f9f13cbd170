import type { FastifyReply, FastifyRequest } from 'fastify';
import { SecurityPage, type SecurityPageProps } from '../../views/security/security-page.tsx';
import { TWO_FACTOR_PROVIDER_TYPES, type AccountTwoFactorConfigs, type TwoFactorProviderType } from '../platform/types/two-factor.ts';
import { isPlatformError } from '../platform/platform-error.ts';
import { twoFactorApi } from '../platform/api/two-factor.ts';
import { decodeJwt } from '../platform/tokens.ts';
import { unlessDown } from '../tables/refusal.ts';

const NO_TWO_FACTOR: { available: TwoFactorProviderType[]; configs: AccountTwoFactorConfigs } = { available: [], configs: {} };

/** What the two-factor card needs: the platform's providers and the account's configs. */
export async function twoFactorState(request: FastifyRequest): Promise<{ available: TwoFactorProviderType[]; configs: AccountTwoFactorConfigs }> {
  let offered: string[];
  try {
    offered = await twoFactorApi.getAvailableProviders(request.platform);
  } catch (err) {
    // A platform without two-factor support still lets the user change the password here.
    if (!isPlatformError(err) || err.unreachable) throw err;
    request.log.warn({ status: err.status }, 'two-factor providers unavailable');
    return NO_TWO_FACTOR;
  }
  const available = TWO_FACTOR_PROVIDER_TYPES.filter((p) => offered.includes(p));
  if (available.length === 0) return { available, configs: {} };
  const settings = await twoFactorApi.getAccountSettings(request.platform);
  return { available, configs: settings.configs ?? {} };
}

type PageExtras = Pick<SecurityPageProps, 'password' | 'setup'> & { confirmDisable?: TwoFactorProviderType };

/** The whole security page with the session's pending two-factor step; `extra` overrides parts. */
async function securityPage(request: FastifyRequest, extra: PageExtras): Promise<SecurityPageProps> {
  // A form posted while the platform is away comes back without the second factors' card rather than not at all.
  const state = request.method === 'GET' ? await twoFactorState(request) : await unlessDown(twoFactorState(request), NO_TWO_FACTOR);
  const setup = request.session.twoFactorSetup;
  // Read after the platform calls: a token refreshed on the way is the one to show.
  const token = request.session.tokens?.token;
  const exp = token ? decodeJwt(token)?.exp : undefined;
  return {
    jwt: token && exp ? { token, validUntil: exp * 1000 } : undefined,
    twoFactor: { ...state, confirmDisable: extra.confirmDisable },
    setup: extra.setup ?? (setup ? { setup } : undefined),
    backupCodes: request.session.backupCodes,
    password: extra.password,
  };
}

/**
 * Answers with the security page: the access token, the password form (with `extra.password`'s errors), the second
 * factors (with a provider whose disabling waits for confirmation) and the step of one being enabled.
 */
export async function answerSecurityPage(request: FastifyRequest, reply: FastifyReply, extra: PageExtras = {}, status = 200) {
  return reply.page(<SecurityPage {...await securityPage(request, extra)} />, status);
}
