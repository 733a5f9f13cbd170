import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { signInGuards as buildSignInGuards, type SignInGuardOptions, type SignInGuards } from '../auth/sign-in-guards.ts';

/** The sign-in limits (counted by @fastify/rate-limit), the pause of held attempts and the repeated-submit memory, for the sign-in pages. */
export const signInGuards = fp(async function signInGuards(app: FastifyInstance, options: SignInGuardOptions): Promise<void> {
  app.decorate('signInGuards', buildSignInGuards(app, options));
}, { name: 'sign-in-guards', dependencies: ['@fastify/rate-limit'] });

declare module 'fastify' {
  interface FastifyInstance {
    signInGuards: SignInGuards;
  }
}
