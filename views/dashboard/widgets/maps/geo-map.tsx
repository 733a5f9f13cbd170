import { MAX_TILE_ZOOM } from '../../../../server/tiles/tile-address.ts';
import { useView } from '../../../view-context.tsx';
import { useActionHref } from '../../action-button.tsx';
import { useCustomText } from '../../custom-text.ts';
import { useDashboard } from '../../dashboard-context.tsx';
import { paletteColour, safeColour } from '../colours.ts';
import type { WidgetProps } from '../widget-props.ts';
import { inFrame, isLatLng, mapFrame, TILE_SIZE, type MapFrame, type Point } from './map-geometry.ts';
import { MapMarker, MapNotes, PlaceTable, round, ZoomLinks } from './map-parts.tsx';
import { mapPlaces, type MapPlace } from './map-places.ts';
import { geoView, mapViewport, markerStyle, requestedZoom } from './map-view.ts';

/** A place's marker, linked to the first action of its tooltip the console can follow. */
export function PlaceMarker({ widget, place, at, colour }: WidgetProps & { place: MapPlace; at: Point; colour: string }) {
  const actions = (widget.config.actions.tooltipAction ?? []).filter((a) => place.tooltipActions.includes(a.name));
  const href = useActionHref(actions, place.row.entity);
  return <MapMarker x={at.x} y={at.y} size={markerStyle(widget.config.settings).size} colour={colour} place={place} href={href} />;
}

/** The map's ground: the tiles of its frame when a provider is configured, else a plain background. */
function Ground({ frame }: { frame: MapFrame }) {
  const { tiles } = useDashboard();
  return (
    <g className="map-tiles" aria-hidden="true">
      <rect x={-TILE_SIZE} y={-TILE_SIZE} width={frame.width + 2 * TILE_SIZE} height={frame.height + 2 * TILE_SIZE} fill="#e5e5e5" />
      {tiles && frame.tiles.map((tile) => <image key={`${tile.x}/${tile.y}`} href={tiles.href(tile)} x={round(tile.left)} y={round(tile.top)} width={TILE_SIZE} height={TILE_SIZE} />)}
    </g>
  );
}

/**
 * OpenStreetMap maps (markers, marker placement, routes) drawn on the server: the frame at the zoom that fits
 * the entities' positions as upstream fits them, the provider's tiles through the console, a pin per entity with
 * its label and tooltip, a route per entity on route maps, and zoom links. Pan and drag need a browser map and
 * are left out.
 */
export function GeoMap({ widget, routes = false }: WidgetProps & { routes?: boolean }) {
  const { t, format } = useView();
  const { tiles, here } = useDashboard();
  const text_ = useCustomText();
  const s = widget.config.settings;
  const places = mapPlaces(widget, format.numberLocale, false).map((p) => ({
    ...p,
    // A position outside the world is no position.
    position: p.position && isLatLng(p.position.a, p.position.b) ? p.position : null,
  }));
  const located = places.filter((p) => p.position);
  const points = [...located.map((p) => ({ lat: p.position!.a, lng: p.position!.b })), ...places.flatMap((p) => p.route)];
  const size = mapViewport(widget);
  const view = geoView(points, s, size, requestedZoom(new URLSearchParams(here.split('?')[1] ?? ''), widget.config.id));
  const frame = mapFrame(view.centre, view.zoom, size);
  const colour = safeColour(s.color, '#fe7569');
  const style = markerStyle(s);
  return (
    <div className="map-widget">
      <div className="map-box">
        <svg className="map-view" viewBox={`0 0 ${size.width} ${size.height}`} role="group" aria-label={t('widget.map-label', { title: text_(widget.config.title) })} data-zoom={view.zoom}>
          <Ground frame={frame} />
          {routes && places.map((p, i) => p.route.length > 1 && (
            <polyline key={i} className="map-route" points={p.route.map((pt) => inFrame(frame, pt)).map((pt) => `${round(pt.x)},${round(pt.y)}`).join(' ')}
              fill="none" stroke={safeColour(s.color, paletteColour(i))} strokeWidth={style.strokeWeight} strokeOpacity={style.strokeOpacity} strokeLinejoin="round" strokeLinecap="round" />
          ))}
          {places.map((p, i) => {
            const last = routes ? p.route[p.route.length - 1] : undefined;
            const position = last ?? (p.position && { lat: p.position.a, lng: p.position.b });
            return position ? <PlaceMarker key={i} widget={widget} place={p} at={inFrame(frame, position)} colour={routes ? safeColour(s.color, paletteColour(i)) : colour} /> : null;
          })}
        </svg>
        <ZoomLinks widgetId={widget.config.id} zoom={view.zoom} min={1} max={MAX_TILE_ZOOM} />
        {tiles && <p className="map-attribution">{tiles.attribution}</p>}
      </div>
      <PlaceTable places={places} image={false} />
      <MapNotes places={places} missing={tiles ? null : t('widget.map-no-tiles')} />
    </div>
  );
}

/** Google, HERE and Tencent maps: their vendor's key and script are needed; the entities are listed instead. */
export function VendorMap({ widget }: WidgetProps) {
  const { t, format } = useView();
  const places = mapPlaces(widget, format.numberLocale, false);
  return (
    <div className="unsupported map-widget">
      <p>{t('widget.map-provider-not-supported')}</p>
      <PlaceTable places={places} image={false} shown />
    </div>
  );
}
