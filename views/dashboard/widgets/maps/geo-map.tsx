import { MAX_TILE_ZOOM } from '../../../../server/tiles/tile-address.ts';
import { useView } from '../../../view-context.tsx';
import { useActionHref } from '../../action-button.tsx';
import { useCustomText } from '../../custom-text.ts';
import { useDashboard } from '../../dashboard-context.tsx';
import { paletteColour, safeColour } from '../colours.ts';
import type { WidgetProps } from '../widget-props.ts';
import { inFrame, isLatLng, mapFrame, TILE_SIZE, type LatLng, type MapFrame, type Point } from './map-geometry.ts';
import { MapMarker, MapNotes, PlaceTable, round, ZoomLinks } from './map-parts.tsx';
import { mapPlaces, type MapPlace } from './map-places.ts';
import { geoSizes, geoView, markerStyle, requestedZoom } from './map-view.ts';

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
      <rect x={-frame.width} y={-frame.height} width={3 * frame.width} height={3 * frame.height} fill="#e5e5e5" />
      {tiles && frame.tiles.map((tile) => <image key={`${tile.x}/${tile.y}`} href={tiles.href(tile)} x={round(tile.left)} y={round(tile.top)} width={TILE_SIZE} height={TILE_SIZE} />)}
    </g>
  );
}

/** Each entity's route (route maps) and marker, in frame pixels. */
function Places({ widget, places, frame, routes }: WidgetProps & { places: MapPlace[]; frame: MapFrame; routes: boolean }) {
  const s = widget.config.settings;
  const style = markerStyle(s);
  const colourOf = (i: number) => (routes ? safeColour(s.color, paletteColour(i)) : safeColour(s.color, '#fe7569'));
  const line = (route: LatLng[]) => route.map((pt) => inFrame(frame, pt)).map((pt) => `${round(pt.x)},${round(pt.y)}`).join(' ');
  return (
    <>
      {routes && places.map((p, i) => p.route.length > 1 && (
        <polyline key={`r${i}`} className="map-route" points={line(p.route)} fill="none" stroke={colourOf(i)} strokeWidth={style.strokeWeight}
          strokeOpacity={style.strokeOpacity} strokeLinejoin="round" strokeLinecap="round" />
      ))}
      {places.map((p, i) => {
        const position = (routes ? p.route[p.route.length - 1] : undefined) ?? (p.position && { lat: p.position.a, lng: p.position.b });
        return position ? <PlaceMarker key={i} widget={widget} place={p} at={inFrame(frame, position)} colour={colourOf(i)} /> : null;
      })}
    </>
  );
}

/**
 * OpenStreetMap maps (markers, marker placement, routes) drawn on the server: the frame at the zoom that fits
 * the entities' positions as upstream fits them, the provider's tiles through the console, a pin per entity with
 * its label and tooltip, a route per entity on route maps, and zoom links. The frame is drawn at the tiles' own
 * size with its centre in the middle of the widget, however large the widget is. Pan and drag need a browser
 * map and are left out.
 */
export function GeoMap({ widget, routes = false }: WidgetProps & { routes?: boolean }) {
  const { t, format } = useView();
  const { tiles, here } = useDashboard();
  const text_ = useCustomText();
  const places = mapPlaces(widget, format.numberLocale, false).map((p) => ({
    ...p,
    // A position outside the world is no position.
    position: p.position && isLatLng(p.position.a, p.position.b) ? p.position : null,
  }));
  const points = [...places.flatMap((p) => (p.position ? [{ lat: p.position.a, lng: p.position.b }] : [])), ...places.flatMap((p) => p.route)];
  const sizes = geoSizes(widget);
  const view = geoView(points, widget.config.settings, sizes.fit, requestedZoom(new URLSearchParams(here.split('?')[1] ?? ''), widget.config.id));
  const frame = mapFrame(view.centre, view.zoom, sizes.cover);
  return (
    <div className="map-widget">
      <div className="map-box">
        <svg className="map-view" role="group" aria-label={t('widget.map-label', { title: text_(widget.config.title) })} data-zoom={view.zoom}>
          {/* Moved to the middle of the drawn map by the stylesheet (half the SVG's own size), whatever that size is. */}
          <g className="map-centre">
            <g transform={`translate(${-frame.width / 2} ${-frame.height / 2})`}>
              <Ground frame={frame} />
              <Places widget={widget} places={places} frame={frame} routes={routes} />
            </g>
          </g>
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
