import type { FastifyInstance } from 'fastify';
import { authDeps, type AuthRoutesOptions } from '../auth/auth-deps.ts';
import { loginRoutes } from './auth-login.tsx';
import { passwordRoutes } from './auth-password.tsx';
import { mfaRoutes } from './auth-mfa.tsx';

/** The public pages: sign-in, the second factor, password reset and activation, and logout. */
export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions): Promise<void> {
  const deps = authDeps(app, options);
  await app.register(loginRoutes(deps));
  await app.register(passwordRoutes(deps));
  await app.register(mfaRoutes(deps));
}
