import type { ReactElement } from 'react';
import type { TopicSpec } from '../live-channel.ts';

/**
 * A kind of server-rendered tile a page can keep live: what `GET /live?tiles=<kind>:<argument>` subscribes to
 * and how the tile is drawn again from its topic's state. Pages name tiles, never platform commands, so the
 * browser can ask for nothing else; the platform checks the user's rights on the subscription itself.
 */
export interface LiveTile<S = unknown> {
  kind: string;
  /** The topic of an argument, or null when the argument is not one this kind takes. */
  topic(argument: string): TopicSpec<S> | null;
  /** The tile's HTML for a state (elements with ids, swapped in by id). */
  render(argument: string, state: S): ReactElement;
}
