import type { FastifyRequest } from 'fastify';
import type { ReactElement } from 'react';
import type { PlatformUpdate } from '../../platform/ws/telemetry-commands.ts';
import type { TopicSpec } from '../live-channel.ts';

/**
 * A kind of server-rendered tile a page can keep live: what `GET /live?tiles=<kind>:<argument>` subscribes to
 * and how the tile is drawn again from its topic's state. Pages name tiles, never platform commands, so the
 * browser can ask for nothing else; the platform checks the user's rights on the subscription itself.
 */
export interface LiveTile<S = unknown> {
  kind: string;
  /**
   * The topic of an argument, or null when the argument is not one this kind takes. A kind may read the platform
   * first, with the stream request's session (a dashboard widget reads its dashboard and the entities it shows).
   */
  topic(argument: string, request: FastifyRequest): TopicSpec<S> | null | Promise<TopicSpec<S> | null>;
  /** The tile's HTML for a state (elements with ids, swapped in by id). */
  render(argument: string, state: S): ReactElement;
  /**
   * When the page's own script draws the tile (a chart island): the data of a `points` event (JSON) sent instead of
   * the HTML, for an update, or for a snapshot (no update: a first or fresh stream).
   */
  points?(argument: string, state: S, update: PlatformUpdate | null): string;
}
