import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { KioskKeeper } from '../session/kiosk-lifetime.ts';
import type { SessionLifetime } from '../session/session-lifetime.ts';

/** After each answer to a kiosk session, (re)schedules the renewal of its tokens; stops them all when the app closes. */
export const kioskSessions = fp(async function kioskSessions(app: FastifyInstance, { keeper, lifetime }: { keeper: KioskKeeper; lifetime: SessionLifetime }): Promise<void> {
  app.addHook('onResponse', (request, _reply, done) => {
    const session = request.session as typeof request.session | undefined;
    if (session?.tokens && lifetime.isKiosk(session)) keeper.keep(session.sessionId, session.tokens);
    done();
  });
  app.addHook('onClose', async () => keeper.stop());
}, { name: 'kiosk-sessions', dependencies: ['sessions'] });
