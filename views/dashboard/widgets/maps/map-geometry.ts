import { MAX_TILE_ZOOM, type TileAddress } from '../../../../server/tiles/tile-address.ts';

/** Web Mercator in pixels, as Leaflet (upstream's map library) and the tile providers draw it. */
export const TILE_SIZE = 256;
const MAX_LATITUDE = 85.0511287798;

export interface LatLng {
  lat: number;
  lng: number;
}

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** A tile placed in the frame: its address at the provider and its top-left corner in frame pixels. */
export interface PlacedTile extends TileAddress {
  left: number;
  top: number;
}

/** The first frame of a map: a zoom, the part of the world in view and the tiles that cover it. */
export interface MapFrame extends Size {
  zoom: number;
  /** The frame's top-left corner in world pixels at the zoom. */
  origin: Point;
  tiles: PlacedTile[];
}

/** A position in world pixels at a zoom (the whole world is 256·2^zoom pixels square). */
export function worldPoint(p: LatLng, zoom: number): Point {
  const scale = TILE_SIZE * 2 ** zoom;
  const lat = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, p.lat));
  const sin = Math.sin((lat * Math.PI) / 180);
  return { x: ((p.lng + 180) / 360) * scale, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale };
}

export function isLatLng(lat: number | null, lng: number | null): boolean {
  return lat !== null && lng !== null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}

/**
 * Leaflet's fitBounds zoom: the deepest whole zoom at which the points, with `padding` pixels on each side,
 * fit the viewport; then no deeper than `maxZoom` (upstream caps it at its minimum zoom level, 16, or the
 * widget's default zoom when that is deeper).
 */
export function fitZoom(points: LatLng[], viewport: Size, padding: number, maxZoom: number): number {
  const pad = Math.min(padding, viewport.width / 4, viewport.height / 4);
  for (let zoom = Math.min(maxZoom, MAX_TILE_ZOOM); zoom > 0; zoom--) {
    const world = points.map((p) => worldPoint(p, zoom));
    const width = Math.max(...world.map((p) => p.x)) - Math.min(...world.map((p) => p.x));
    const height = Math.max(...world.map((p) => p.y)) - Math.min(...world.map((p) => p.y));
    if (width <= viewport.width - 2 * pad && height <= viewport.height - 2 * pad) return zoom;
  }
  return 0;
}

/** The middle of the points in world pixels (Leaflet centres a fitted map on its pixel bounds). */
export function pixelCentre(points: LatLng[], zoom: number): Point {
  const world = points.map((p) => worldPoint(p, zoom));
  const xs = world.map((p) => p.x);
  const ys = world.map((p) => p.y);
  return { x: (Math.min(...xs) + Math.max(...xs)) / 2, y: (Math.min(...ys) + Math.max(...ys)) / 2 };
}

/** The frame of `size` around a centre and the tiles that cover it: wrapped around the world sideways, none above or below it. */
export function mapFrame(centre: Point, zoom: number, size: Size): MapFrame {
  // Whole pixels, so that tiles meet without a seam.
  const origin = { x: Math.round(centre.x - size.width / 2), y: Math.round(centre.y - size.height / 2) };
  const count = 2 ** zoom;
  const tiles: PlacedTile[] = [];
  const firstX = Math.floor(origin.x / TILE_SIZE);
  const lastX = Math.floor((origin.x + size.width) / TILE_SIZE);
  const firstY = Math.max(0, Math.floor(origin.y / TILE_SIZE));
  const lastY = Math.min(count - 1, Math.floor((origin.y + size.height) / TILE_SIZE));
  for (let ty = firstY; ty <= lastY; ty++) {
    for (let tx = firstX; tx <= lastX && tx - firstX < count; tx++) {
      tiles.push({ z: zoom, x: ((tx % count) + count) % count, y: ty, left: tx * TILE_SIZE - origin.x, top: ty * TILE_SIZE - origin.y });
    }
  }
  return { zoom, origin, width: size.width, height: size.height, tiles };
}

/** Where a position falls in the frame, in frame pixels. */
export function inFrame(frame: MapFrame, p: LatLng): Point {
  const world = worldPoint(p, frame.zoom);
  return { x: world.x - frame.origin.x, y: world.y - frame.origin.y };
}
