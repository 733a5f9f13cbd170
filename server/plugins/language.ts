import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Translator } from '../i18n/i18n.ts';
import { LANGUAGE_COOKIE, requestLanguage } from '../i18n/language-cookie.ts';

const ONE_YEAR_S = 365 * 24 * 3600;
const NOT_PAGES = /^\/(static\/|healthz$|readyz$)/;

/**
 * Remembers the chosen language, so that after signing out the sign-in page keeps the
 * language the user last had. Written only when it changes.
 */
export const rememberLanguage = fp(async function rememberLanguage(app: FastifyInstance, { translator, cookiePath }: { translator: Translator; cookiePath: string }): Promise<void> {
  app.addHook('preHandler', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'POST') return done();
    if (NOT_PAGES.test(request.consolePath)) return done();
    const lang = requestLanguage(request, translator);
    if (request.cookies[LANGUAGE_COOKIE] === lang) return done();
    reply.setCookie(LANGUAGE_COOKIE, lang, {
      path: cookiePath,
      maxAge: ONE_YEAR_S,
      sameSite: 'lax',
      httpOnly: true,
      secure: 'auto',
    });
    done();
  });
}, { name: 'language', dependencies: ['@fastify/cookie', 'render'] });
