import fp from 'fastify-plugin';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** The app plugins every page of the console relies on: its answer (`reply.page`), session, platform client, guard. */
const PAGE_PLUGINS = ['render', 'sessions', 'csrf', 'platform', 'guard', 'error-pages'];

/**
 * A route plugin of `server/routes/`: encapsulated (what it adds stays inside it), named `routes:<name>`, depending
 * on the app plugins every page needs (and `also`), its handlers typed by their TypeBox schemas.
 */
export function routePlugin<Options extends Record<string, unknown> = Record<never, never>>(
  name: string,
  routes: FastifyPluginAsyncTypebox<Options>,
  also: string[] = [],
) {
  return fp(routes, { name: `routes:${name}`, dependencies: [...PAGE_PLUGINS, ...also], encapsulate: true });
}
