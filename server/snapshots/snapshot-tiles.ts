import type { TileAddress } from '../tiles/tile-address.ts';
import { BLANK_TILE } from '../tiles/blank-tile.ts';
import type { TileService } from '../tiles/tile-service.ts';

const PLACEHOLDER = /href="tile:(\d+)\/(\d+)\/(\d+)"/g;
// The image formats resvg draws.
const DRAWN = new Set(['image/png', 'image/jpeg', 'image/gif']);
// A snapshot's maps together never need more tiles than this (a 4096 px square is 16 × 16 tiles).
const MAX_TILES = 400;

/** Where a snapshot's map takes a tile from: a placeholder that `inlineTiles` fills in once the SVG is composed. */
export function snapshotTileHref(t: TileAddress): string {
  return `tile:${t.z}/${t.x}/${t.y}`;
}

/**
 * The snapshot's tile placeholders replaced by the tiles themselves, as data URLs: from the console's tile cache,
 * fetched through it when missing (its provider limits apply), a blank tile when there is none to have.
 */
export async function inlineTiles(svg: string, tiles: TileService): Promise<string> {
  const wanted = [...new Set([...svg.matchAll(PLACEHOLDER)].map((m) => `${m[1]}/${m[2]}/${m[3]}`))].slice(0, MAX_TILES);
  const images = new Map(
    await Promise.all(
      wanted.map(async (key): Promise<[string, string]> => {
        const [z, x, y] = key.split('/').map(Number);
        const answer = await tiles.tile({ z, x, y });
        const drawn = DRAWN.has(answer.contentType) ? answer : { body: BLANK_TILE, contentType: 'image/png' };
        return [key, `data:${drawn.contentType};base64,${drawn.body.toString('base64')}`];
      }),
    ),
  );
  const blank = `data:image/png;base64,${BLANK_TILE.toString('base64')}`;
  return svg.replace(PLACEHOLDER, (_, z: string, x: string, y: string) => `href="${images.get(`${z}/${x}/${y}`) ?? blank}"`);
}
