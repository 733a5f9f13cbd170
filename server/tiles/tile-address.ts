/** A map tile in the Web Mercator tile scheme (OpenStreetMap's `z/x/y`). */
export interface TileAddress {
  z: number;
  x: number;
  y: number;
}

/** The deepest zoom the console asks a tile server for (OpenStreetMap's standard layer ends at 19). */
export const MAX_TILE_ZOOM = 19;

export function isTileAddress(t: TileAddress): boolean {
  const n = 2 ** t.z;
  return [t.z, t.x, t.y].every(Number.isInteger) && t.z >= 0 && t.z <= MAX_TILE_ZOOM && t.x >= 0 && t.x < n && t.y >= 0 && t.y < n;
}

export function tileKey(t: TileAddress): string {
  return `${t.z}/${t.x}/${t.y}`;
}

// Leaflet's subdomain placeholder: spread over a, b, c by position, so one tile always has one address.
const SUBDOMAINS = ['a', 'b', 'c'];

/** The tile's address at the provider: `{z}`, `{x}`, `{y}` filled in, `{s}` a subdomain, `{r}` (retina suffix) empty. */
export function tileUrl(template: string, t: TileAddress): string {
  return template
    .replaceAll('{z}', String(t.z))
    .replaceAll('{x}', String(t.x))
    .replaceAll('{y}', String(t.y))
    .replaceAll('{s}', SUBDOMAINS[(t.x + t.y) % SUBDOMAINS.length])
    .replaceAll('{r}', '');
}
