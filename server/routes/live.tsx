import type { OutgoingHttpHeaders } from 'node:http';
import { Type } from '@sinclair/typebox';
import { renderToStaticMarkup } from '../../views/react-markup.ts';
import { ViewContextProvider } from '../../views/view-context.tsx';
import { KEEP_ALIVE_MS } from '../realtime/live-hub.ts';
import type { TopicSpec } from '../realtime/live-channel.ts';
import { openSseStream, SSE_HEADERS } from '../realtime/sse-stream.ts';
import { tileOf } from '../realtime/tiles/tile-registry.ts';
import type { LiveTile } from '../realtime/tiles/live-tile.ts';
import { routePlugin } from '../route-plugin.ts';
import { endForReconnect } from '../lifecycle/open-streams.ts';
import { SIGNED_IN } from '../domain/authority.ts';

const MAX_TILES = 32;
const LiveQuery = Type.Object({ tiles: Type.String({ minLength: 1, maxLength: 4096 }) });

/**
 * `GET /live?tiles=<kind>:<argument>,...`: the page's Server-Sent Events stream (server/realtime/README.md). Not a
 * page of the route table: every signed-in user may open it, public ones too; the platform refuses what the user
 * may not read.
 */
export const live = routePlugin('live', async (app) => {
  const hub = app.live;
  app.get(
    '/live',
    { config: { access: SIGNED_IN }, schema: { querystring: LiveQuery } },
    async (request, reply) => {
      const wanted = [...new Set(request.query.tiles.split(','))];
      const tiles: { tile: LiveTile<any>; argument: string; topic: TopicSpec }[] = [];
      for (const name of wanted.slice(0, MAX_TILES)) {
        const found = tileOf(name);
        if (!found) continue;
        // A tile the platform refuses to read (no such dashboard, no right) is left out like an unknown one.
        const topic = await Promise.resolve(found.tile.topic(found.argument, request)).catch((err: unknown) => {
          request.log.info({ err, tile: name }, 'live tile not available');
          return null;
        });
        if (topic) tiles.push({ ...found, topic });
      }
      const tokens = request.session.tokens;
      if (tiles.length === 0 || !tokens) return reply.code(tiles.length ? 204 : 400).type('text/plain').send(tiles.length ? '' : 'no such tiles');
      if (app.openStreams.draining) {
        // This replica is shutting down: the browser reconnects at once, through the proxy, to another one.
        reply.hijack();
        reply.raw.writeHead(200, { ...(reply.getHeaders() as OutgoingHttpHeaders), ...SSE_HEADERS, connection: 'close' });
        return endForReconnect(reply.raw);
      }
      const view = request.view();
      const byKey = new Map(tiles.map((t) => [t.topic.key, t]));
      const channel = hub.channel(request.session.sessionId, tokens);
      reply.hijack();
      openSseStream(request.raw, reply.raw, {
        channel,
        topics: tiles.map((t) => t.topic),
        lastEventId: typeof request.headers['last-event-id'] === 'string' ? request.headers['last-event-id'] : undefined,
        clock: hub.clock,
        keepAliveMs: KEEP_ALIVE_MS,
        headers: reply.getHeaders() as OutgoingHttpHeaders,
        register: (stream) => app.openStreams.add(stream),
        // The page waits for the first data of these tiles only (islands/live.ts): those refused never come.
        opening: { event: 'tiles', data: JSON.stringify(tiles.map((t) => `${t.tile.kind}:${t.argument}`)) },
        render(event) {
          const entry = byKey.get(event.key);
          if (!entry) return null;
          try {
            if (entry.tile.points) return { event: 'points', data: entry.tile.points(entry.argument, event.state, event.update) };
            return renderToStaticMarkup(<ViewContextProvider value={view}>{entry.tile.render(entry.argument, event.state)}</ViewContextProvider>);
          } catch (err) {
            request.log.warn({ err }, 'live tile failed to render');
            return null;
          }
        },
      });
    },
  );
}, ['live', 'shutdown']);
