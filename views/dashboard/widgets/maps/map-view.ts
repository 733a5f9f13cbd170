import { bool, list, num, optionalNum, text, type Json } from '../../../../server/dashboards/json-read.ts';
import type { WidgetView } from '../../../../server/domain/dashboard/dashboard-view.ts';
import { MAX_TILE_ZOOM } from '../../../../server/tiles/tile-address.ts';
import { fitZoom, pixelCentre, worldPoint, type LatLng, type Point, type Size } from './map-geometry.ts';

// A grid cell is drawn about this many pixels wide on a desktop screen, and a phone shows a widget this wide
// and its grid rows this high (upstream's mobile row height): a geographic map's frame is sized from them.
const MAP_CELL = 48;
const PHONE_WIDTH = 360;
const MOBILE_ROW_HEIGHT = 70;
const TITLE_HEIGHT = 40;
// Tiles beyond the frame, for a widget drawn larger than on a desktop screen; and the most drawn either way.
const COVER_MARGIN = 256;
const MAX_COVER = 2560;
// upstream (map-models.ts): the zoom without a position or default, the cap of a fitted zoom, and fitBounds' padding.
const DEFAULT_ZOOM = 8;
const MIN_ZOOM_LEVEL = 16;
const FIT_PADDING = 50;

/** The widget's drawing area in pixels on a desktop screen, from its size on the grid. */
export function mapViewport(widget: WidgetView): Size {
  const title = widget.config.showTitle ? TITLE_HEIGHT : 0;
  return { width: Math.max(200, widget.placement.sizeX * MAP_CELL - 16), height: Math.max(150, widget.placement.sizeY * MAP_CELL - 16 - title) };
}

/**
 * A geographic map is drawn at the tiles' own size around its centre, whatever the widget's size: the positions
 * are fitted into the smaller of its desktop and phone areas (`fit`), and tiles are placed over the larger of
 * them and a margin (`cover`), so neither screen shows a marker cut off or a map without ground.
 */
export function geoSizes(widget: WidgetView): { fit: Size; cover: Size } {
  const desktop = mapViewport(widget);
  const rows = widget.placement.mobileHeight ?? Math.max(1, widget.placement.sizeY);
  const phone = { width: PHONE_WIDTH, height: rows * MOBILE_ROW_HEIGHT - 16 - (widget.config.showTitle ? TITLE_HEIGHT : 0) };
  return {
    fit: { width: Math.min(desktop.width, phone.width), height: Math.max(150, Math.min(desktop.height, phone.height)) },
    cover: { width: Math.min(MAX_COVER, Math.max(desktop.width, phone.width) + COVER_MARGIN), height: Math.min(MAX_COVER, Math.max(desktop.height, phone.height) + COVER_MARGIN) },
  };
}

/** upstream's `defaultCenterPosition`: "lat,lng" or [lat, lng]; [0, 0] when unreadable. */
export function defaultCentre(value: unknown): LatLng {
  const parts = Array.isArray(value) ? list(value) : text(value).split(',');
  const lat = optionalNum(typeof parts[0] === 'string' ? parts[0].trim() : parts[0]);
  const lng = optionalNum(typeof parts[1] === 'string' ? parts[1].trim() : parts[1]);
  return lat !== null && lng !== null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : { lat: 0, lng: 0 };
}

/** The address's query member holding a map widget's zoom, set by its zoom links. */
export function zoomParam(widgetId: string): string {
  return `zoom.${widgetId}`;
}

export function requestedZoom(query: URLSearchParams, widgetId: string): number | null {
  const value = query.get(zoomParam(widgetId));
  const n = value !== null && /^\d{1,2}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) ? Math.min(MAX_TILE_ZOOM, Math.max(1, n)) : null;
}

export interface GeoView {
  zoom: number;
  /** The centre in world pixels at the zoom. */
  centre: Point;
}

/**
 * Zoom and centre of a map's first frame, as upstream's Leaflet map chooses them: with positions, fitted to
 * them (no deeper than zoom 16, or the default zoom when deeper), unless `fitMapBounds` is off and a default
 * zoom is set; the default centre when `useDefaultCenterPosition` is on; without positions, the default centre at
 * the default zoom. A zoom from the widget's zoom links replaces the chosen one.
 */
export function geoView(points: LatLng[], s: Json, size: Size, requested: number | null): GeoView {
  const defaultZoom = optionalNum(s.defaultZoomLevel);
  const centre = defaultCentre(s.defaultCenterPosition);
  const useDefaultCentre = bool(s.useDefaultCenterPosition, false);
  const at = (chosen: number, around: LatLng[] | null): GeoView => {
    const zoom = Math.min(MAX_TILE_ZOOM, Math.max(1, Math.round(requested ?? chosen)));
    return { zoom, centre: around ? pixelCentre(around, zoom) : worldPoint(centre, zoom) };
  };
  if (!points.length) return at(defaultZoom ?? DEFAULT_ZOOM, null);
  if (!bool(s.fitMapBounds, true) && defaultZoom) return at(defaultZoom, useDefaultCentre ? null : points);
  const fitted = useDefaultCentre ? [...points, centre] : points;
  return at(fitZoom(fitted, size, FIT_PADDING, Math.max(MIN_ZOOM_LEVEL, defaultZoom ?? 0)), fitted);
}

/** A map widget's stroke and marker settings with upstream's defaults. */
export function markerStyle(s: Json): { size: number; strokeWeight: number; strokeOpacity: number } {
  return { size: Math.min(96, Math.max(12, num(s.markerImageSize, 34))), strokeWeight: Math.min(20, Math.max(1, num(s.strokeWeight, 2))), strokeOpacity: Math.min(1, Math.max(0, num(s.strokeOpacity, 1))) };
}
