import type { FastifyRequest } from 'fastify';
import type { SignedInUser } from '../../views/view-context.tsx';
import type { TokenPair } from '../platform/tokens.ts';

interface PlatformUser {
  id: { id: string };
  email: string;
  firstName: string | null;
  lastName: string | null;
  authority: SignedInUser['authority'];
  tenantId: { id: string };
  customerId: { id: string };
  additionalInfo: { lang?: string } | null;
}

/**
 * Starts a console session from a token pair: a new session id (against fixation), the tokens,
 * and what the shell needs about the user. Returns where the user should land.
 */
export async function startSession(request: FastifyRequest, tokens: TokenPair): Promise<string> {
  const redirectUrl = request.session.redirectUrl;
  await request.session.regenerate();
  const now = Date.now();
  Object.assign(request.session, { tokens, createdAt: now, touchedAt: now });
  const [user, edgesEnabled] = await Promise.all([
    request.platform.get<PlatformUser>('/api/auth/user'),
    request.platform.get<boolean>('/api/edges/enabled'),
  ]);
  request.session.user = {
    id: user.id.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    authority: user.authority,
    tenantId: user.tenantId.id,
    customerId: user.customerId.id,
    lang: user.additionalInfo?.lang,
  };
  request.session.edgesEnabled = edgesEnabled === true;
  return redirectUrl ?? '/home';
}
