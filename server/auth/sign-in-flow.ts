import type { FastifyReply, FastifyRequest } from 'fastify';
import { SessionEndedError, isPlatformError } from '../platform/platform-error.ts';
import { decodeJwt } from '../platform/tokens.ts';
import { authApi } from '../platform/api/auth.ts';
import type { LoginResponse } from '../platform/types/auth.ts';
import { startSession } from './start-session.ts';
import { expiredPasswordResetToken, failureStatus, signInFailureMessage } from './login-failure.ts';
import { abandonSignIn, beginVerification } from '../session/console-session.ts';

/** Renders the page the attempt started from with a message; the caller decides which page. */
export type Fail = (message: string, status: number) => FastifyReply | Promise<FastifyReply>;

/** Refuses with 429 and the wait: too many attempts from this address, or wrong passwords for this username from it. */
function refuse(request: FastifyRequest, reply: FastifyReply, fail: Fail, retryAfterMs: number) {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  request.log.warn({ ip: request.ip }, 'sign-in attempts over the limit');
  reply.header('retry-after', String(seconds));
  return fail(request.view().t('login.too-many-attempts', { seconds }), 429);
}

/** Counts an attempt (a sign-in, a reset-link request) against the client's address; refuses above its limit. */
export async function refuseOverLimit(request: FastifyRequest, reply: FastifyReply, fail: Fail): Promise<Awaited<ReturnType<Fail>> | null> {
  const verdict = await request.server.signInGuards.limits.hitAddress(request);
  return verdict.allowed ? null : refuse(request, reply, fail, verdict.retryAfterMs);
}

/**
 * Username and password sign-in, from the form or the query: a second factor leads to login/mfa,
 * an expired password to login/resetExpiredPassword, success to the user's landing place.
 */
export async function passwordSignIn(request: FastifyRequest, reply: FastifyReply, username: string, password: string, fail: Fail) {
  const guards = request.server.signInGuards;
  const refused = await refuseOverLimit(request, reply, fail);
  if (refused) return refused;
  const verdict = await guards.limits.checkUsername(request, username);
  if (!verdict.allowed) return refuse(request, reply, fail, verdict.retryAfterMs);
  if (verdict.pauseMs > 0) {
    request.log.warn({ pauseMs: verdict.pauseMs }, 'sign-in held: many wrong passwords for this username');
    await guards.pause(verdict.pauseMs);
  }
  let answer: LoginResponse;
  try {
    answer = await authApi.login(request.platform, username, password);
  } catch (err) {
    if (!isPlatformError(err)) throw err;
    const resetToken = expiredPasswordResetToken(err);
    if (resetToken) return reply.redirectTo(`/login/resetExpiredPassword?resetToken=${encodeURIComponent(resetToken)}`);
    if (err.status === 401) await guards.limits.failed(request, username);
    return fail(signInFailureMessage(request.view().t, err), failureStatus(err));
  }
  return signedIn(request, reply, answer, fail);
}

/**
 * Public dashboard visitor sign-in (the publicId query parameter). Not counted against the sign-in
 * limits: a public id opens only what its owner published, and many screens may share one address.
 */
export async function publicSignIn(request: FastifyRequest, reply: FastifyReply, publicId: string, fail: Fail) {
  let answer: LoginResponse;
  try {
    answer = await authApi.publicLogin(request.platform, publicId);
  } catch (err) {
    if (!isPlatformError(err)) throw err;
    return fail(signInFailureMessage(request.view().t, err), failureStatus(err));
  }
  return signedIn(request, reply, answer, fail);
}

/** Tokens handed over in the address (accessToken, optional refreshToken): kept if the platform accepts them. */
export async function tokenSignIn(request: FastifyRequest, reply: FastifyReply, accessToken: string, refreshToken: string | undefined, fail: Fail) {
  const claims = decodeJwt(accessToken);
  if (!claims || !Array.isArray(claims.scopes)) return fail(request.view().t('login.access-token-invalid'), 400);
  // Without a refresh token none is kept: the session ends when the access token does.
  return signedIn(request, reply, { token: accessToken, refreshToken: refreshToken ?? '', scope: claims.scopes[0] ?? null }, fail);
}

/** Tokens from a platform answer (login, activation, reset, second factor) become a session, or the second-factor step. */
export async function signedIn(request: FastifyRequest, reply: FastifyReply, answer: LoginResponse, fail: Fail) {
  if (answer.scope === 'PRE_VERIFICATION_TOKEN') {
    await awaitSecondFactor(request, answer.token);
    return reply.redirectTo('/login/mfa');
  }
  try {
    const target = await startSession(request, { token: answer.token, refreshToken: answer.refreshToken ?? '' });
    return reply.redirectTo(target);
  } catch (err) {
    if (!isPlatformError(err) && !(err instanceof SessionEndedError)) throw err;
    // The tokens were not accepted: nothing of them may stay in the session.
    abandonSignIn(request.session);
    const { t } = request.view();
    const message = isPlatformError(err) ? signInFailureMessage(t, err) : t('login.access-token-invalid');
    return fail(message, isPlatformError(err) ? failureStatus(err) : 401);
  }
}

/** Keeps the pre-verification token in a fresh session; it only opens login/mfa. */
function awaitSecondFactor(request: FastifyRequest, token: string): Promise<void> {
  const exp = decodeJwt(token)?.exp;
  // The platform's default verification time is 30 minutes when the token does not say.
  const expiresAt = exp ? exp * 1000 : Date.now() + 30 * 60_000;
  return beginVerification(request, { token, expiresAt, providers: [], choices: [], sentAt: {} });
}
