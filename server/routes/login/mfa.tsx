import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { MfaPage, MfaProvidersPage, type MfaPageProps } from '../../../views/login/mfa-page.tsx';
import { MessagePage } from '../../../views/errors/message-page.tsx';
import { ErrorCode, isPlatformError } from '../../platform/platform-error.ts';
import { authApi } from '../../platform/api/auth.ts';
import { TOKEN_VALIDITY_MARGIN_MS } from '../../platform/tokens.ts';
import type { PendingVerification } from '../../domain/sign-in.ts';
import { endVerification, renewSession } from '../../session/console-session.ts';
import { failureStatus, signInFailureMessage } from '../../auth/login-failure.ts';
import { signedIn } from '../../auth/sign-in-flow.ts';
import { failure, showNext, success } from '../../notices/notice.ts';
import { DEFAULT_RESEND_PERIOD_S, isWellFormedCode, sendsCode, usableProviders } from '../../auth/two-factor.ts';
import { routePlugin } from '../../route-plugin.ts';
import { TWO_FACTOR_PROVIDER_TYPES, type TwoFactorProviderInfo, type TwoFactorProviderType } from '../../platform/types/two-factor.ts';

const ProviderBody = Type.Object({
  providerType: Type.Union(TWO_FACTOR_PROVIDER_TYPES.map((p) => Type.Literal(p))),
  _csrf: Type.Optional(Type.String()),
});
const CheckBody = Type.Object({
  providerType: Type.Optional(Type.Union(TWO_FACTOR_PROVIDER_TYPES.map((p) => Type.Literal(p)))),
  verificationCode: Type.String({ maxLength: 64, default: '' }),
  _csrf: Type.Optional(Type.String()),
});

/** What a login/mfa page shows; `manyRequests`: the platform's 429, the spec's own message. */
type MfaRender = Partial<MfaPageProps> & { manyRequests?: boolean };

/** The spec's "too many requests" message disappears after this long when scripts run. */
const MANY_REQUESTS_CLEAR_MS = 5000;

/** `/login/mfa...`: reachable only with a pending second factor; everything it does goes through the pre-verification token. */
export const loginMfa = routePlugin('login-mfa', async (app) => {
  // Everything login/mfa asks of the platform goes with the pre-verification token.
  const verifier = (request: FastifyRequest, pending: PendingVerification) => request.platformWithToken(pending.token);

  app.get('/login/mfa', { config: { routeId: 'loginMfa' } }, async (request, reply) => {
    const pending = usablePending(request);
    if (!pending) return leaveUnusable(request, reply);
    if (pending.providers.length === 0) {
      try {
        pending.providers = usableProviders(await authApi.getTwoFactorProviders(verifier(request, pending)));
      } catch (err) {
        return verificationFailed(request, reply, err);
      }
      if (pending.providers.length === 0) return leave(request, reply, request.view().t('login.mfa.no-providers'));
    }
    if (pending.choices.length === 0) {
      const first = pending.providers[0];
      pending.choices.push(first.type);
      if (sendsCode(first.type)) pending.flash = await sendCode(request, pending, first.type);
    }
    const flash = pending.flash;
    pending.flash = undefined;
    return renderMfa(request, reply, pending, { manyRequests: flash?.manyRequests }, 200);
  });

  app.get('/login/mfa/providers', { config: { routeId: 'loginMfa' } }, async (request, reply) => {
    const pending = usablePending(request);
    if (!pending) return leaveUnusable(request, reply);
    if (pending.choices.length === 0) return reply.redirectTo('/login/mfa');
    return reply.page(<MfaProvidersPage providers={pending.providers} current={current(pending).type} />);
  });

  app.post('/login/mfa/provider', { config: { routeId: 'loginMfa' }, schema: { body: ProviderBody } }, async (request, reply) => {
    const pending = usablePending(request);
    if (!pending) return leaveUnusable(request, reply);
    const chosen = pending.providers.find((p) => p.type === request.body.providerType);
    if (chosen && chosen.type !== pending.choices.at(-1)) {
      pending.choices.push(chosen.type);
      // A new code only when the platform would accept one; otherwise the countdown shows the wait.
      if (sendsCode(chosen.type) && resendIn(pending, chosen, request.server.clock.now()) === 0) pending.flash = await sendCode(request, pending, chosen.type);
    }
    return reply.redirectTo('/login/mfa');
  });

  app.post('/login/mfa/resend', { config: { routeId: 'loginMfa' } }, async (request, reply) => {
    const pending = usablePending(request);
    if (!pending) return leaveUnusable(request, reply);
    const provider = pending.choices.length > 0 ? current(pending) : undefined;
    if (provider && sendsCode(provider.type)) {
      const wait = resendIn(pending, provider, request.server.clock.now());
      if (wait > 0) showNext(request, { type: 'warn', message: request.view().t('login.mfa.resend-too-early', { seconds: wait }) });
      else pending.flash = await sendCode(request, pending, provider.type, request.view().t('login.mfa.code-sent'));
    }
    return reply.redirectTo('/login/mfa');
  });

  app.post('/login/mfa/back', { config: { routeId: 'loginMfa' } }, async (request, reply) => {
    const pending = usablePending(request);
    if (!pending) return leaveUnusable(request, reply);
    if (pending.choices.length > 1) {
      pending.choices.pop();
      return reply.redirectTo('/login/mfa');
    }
    // No earlier choice: back means giving up the sign-in.
    return leave(request, reply);
  });

  app.post('/login/mfa', { config: { routeId: 'loginMfa' }, schema: { body: CheckBody } }, async (request, reply) => {
    const pending = usablePending(request);
    if (!pending) return leaveUnusable(request, reply);
    if (pending.choices.length === 0) return reply.redirectTo('/login/mfa');
    const { t } = request.view();
    const posted = pending.providers.find((p) => p.type === request.body.providerType);
    const provider = posted ?? current(pending);
    const code = request.body.verificationCode.trim();
    const retry = (props: MfaRender, status: number) => renderMfa(request, reply, pending, { code, ...props }, status, provider);
    if (!isWellFormedCode(provider.type, code)) return retry({ codeError: t('security.2fa.dialog.verification-code-invalid') }, 400);
    let tokens;
    try {
      tokens = await app.signInGuards.repeated.run(['mfa', pending.token, provider.type, code], () => authApi.checkTwoFactorCode(verifier(request, pending), provider.type, code));
    } catch (err) {
      if (!isPlatformError(err) || err.status === 401) return verificationFailed(request, reply, err);
      if (err.status === 400) return retry({ codeError: t('security.2fa.dialog.verification-code-incorrect') }, 400);
      if (err.status === 429) return retry({ manyRequests: true }, 429);
      failure(request, signInFailureMessage(t, err));
      return retry({}, failureStatus(err));
    }
    endVerification(request.session);
    return signedIn(request, reply, { ...tokens, scope: null }, (error, status) => {
      failure(request, error);
      return retry({}, status);
    });
  });

  /**
   * Asks the platform for a code; the countdown starts even when that fails (spec). A refusal for
   * too many requests is the page's own message; other failures and `sent` are toasts.
   */
  async function sendCode(request: FastifyRequest, pending: PendingVerification, type: TwoFactorProviderType, sent?: string): Promise<PendingVerification['flash']> {
    pending.sentAt[type] = request.server.clock.now();
    try {
      await authApi.sendTwoFactorCode(verifier(request, pending), type);
      if (sent) success(request, sent);
      return undefined;
    } catch (err) {
      if (!isPlatformError(err)) throw err;
      if (err.status === 429) return { manyRequests: true };
      failure(request, signInFailureMessage(request.view().t, err));
      return undefined;
    }
  }
}, ['sign-in-guards']);

/** The pending verification of this session while its token still works; login/mfa needs one (spec guard step 4). */
function usablePending(request: FastifyRequest): PendingVerification | null {
  const pending = request.session.pendingVerification;
  return pending && pending.expiresAt - request.server.clock.now() > TOKEN_VALIDITY_MARGIN_MS ? pending : null;
}

/** Without a usable pending verification: back to sign-in, saying why when the time ran out. */
function leaveUnusable(request: FastifyRequest, reply: FastifyReply) {
  if (!request.session.pendingVerification) return reply.redirectTo('/login');
  return leave(request, reply, request.view().t('login.mfa.verification-expired'));
}

function current(pending: PendingVerification): TwoFactorProviderInfo {
  const type = pending.choices.at(-1);
  return pending.providers.find((p) => p.type === type) ?? pending.providers[0];
}

/** Whole seconds until this provider may send again. */
function resendIn(pending: PendingVerification, provider: TwoFactorProviderInfo, now: number): number {
  const sentAt = pending.sentAt[provider.type];
  if (sentAt === undefined) return 0;
  const period = (provider.minVerificationCodeSendPeriod || DEFAULT_RESEND_PERIOD_S) * 1000;
  return Math.max(0, Math.ceil((sentAt + period - now) / 1000));
}

function renderMfa(
  request: FastifyRequest,
  reply: FastifyReply,
  pending: PendingVerification,
  { manyRequests, ...props }: MfaRender,
  status: number,
  provider = current(pending),
) {
  const many = manyRequests ? { error: request.view().t('security.2fa.dialog.verification-code-many-request'), errorClearAfterMs: MANY_REQUESTS_CLEAR_MS } : {};
  return reply.page(
    <MfaPage
      {...many}
      provider={provider}
      resendInSeconds={sendsCode(provider.type) ? resendIn(pending, provider, request.server.clock.now()) : undefined}
      canTryAnother={pending.providers.length > 1}
      {...props}
    />,
    status,
  );
}

/** Ends the pending sign-in and returns to the sign-in page, with a reason when there is one. */
async function leave(request: FastifyRequest, reply: FastifyReply, reason?: string) {
  await renewSession(request, ['redirectUrl']);
  if (reason) failure(request, reason);
  return reply.redirectTo('/login');
}

/** 401 during verification: the account was locked, or the verification time ran out. */
function verificationFailed(request: FastifyRequest, reply: FastifyReply, err: unknown) {
  if (!isPlatformError(err)) throw err;
  const { t } = request.view();
  if (err.status === 401) return leave(request, reply, err.errorCode === ErrorCode.JwtTokenExpired ? t('login.mfa.verification-expired') : signInFailureMessage(t, err));
  return reply.page(
    <MessagePage title={t('login.two-factor-authentication')} message={signInFailureMessage(t, err)} action={{ label: t('login.back-to-login'), path: '/login' }} />,
    failureStatus(err),
  );
}
