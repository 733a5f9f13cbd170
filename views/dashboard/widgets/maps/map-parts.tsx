import { Icon } from '../../../icon.tsx';
import { useView } from '../../../view-context.tsx';
import { useHereWith } from '../cards/table-pager.tsx';
import type { MapPlace } from './map-places.ts';
import { zoomParam } from './map-view.ts';

// upstream's marker is a pin this much wider than tall, its tip on the position (markerOffsetX 0.5, markerOffsetY 1).
const PIN_PATH = 'M12 0C5.4 0 0 5.4 0 12c0 9 12 24 12 24s12-15 12-24C24 5.4 18.6 0 12 0z';
const PIN_HEIGHT = 36;

/**
 * One marker: a pin in the marker colour with its tip on the position, the label above it, the tooltip as the
 * marker's title (shown on hover, read by screen readers) and, when the tooltip has an action the console can
 * follow, the marker as a link to it.
 */
export function MapMarker({ x, y, size, colour, place, href }: { x: number; y: number; size: number; colour: string; place: MapPlace; href: string | null }) {
  const k = size / PIN_HEIGHT;
  const title = place.tooltip.length ? place.tooltip.join('\n') : place.name;
  const body = (
    <>
      <title>{title}</title>
      <g transform={`translate(${round(x - 12 * k)} ${round(y - size)}) scale(${round(k, 3)})`}>
        <path d={PIN_PATH} fill={colour} stroke="#fff" strokeWidth="1.5" />
        <circle cx="12" cy="12" r="4.5" fill="#fff" />
      </g>
      {place.label && (
        <text className="map-label" x={round(x)} y={round(y - size - 4)} textAnchor="middle" fontSize="12" fontWeight="bold" fill="#212121" stroke="#fff" strokeWidth="3" paintOrder="stroke">
          {place.label}
        </text>
      )}
    </>
  );
  return href ? (
    <a className="map-marker" href={href} aria-label={title}>
      {body}
    </a>
  ) : (
    <g className="map-marker" role="img" aria-label={title}>
      {body}
    </g>
  );
}

export function round(n: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

/** Zoom in and out as links that change the widget's zoom in the address (the map is drawn on the server). */
export function ZoomLinks({ widgetId, zoom, min, max }: { widgetId: string; zoom: number; min: number; max: number }) {
  const { t } = useView();
  const hereWith = useHereWith();
  const link = (to: number, label: string, icon: string) =>
    to >= min && to <= max ? (
      <a className="icon-button" href={hereWith(zoomParam(widgetId), String(to))} aria-label={label} title={label}>
        <Icon name={icon} />
      </a>
    ) : null;
  return (
    <nav className="map-zoom" aria-label={t('widget.map-zoom')}>
      {link(zoom + 1, t('widget.zoom-in'), 'add')}
      {link(zoom - 1, t('widget.zoom-out'), 'remove')}
    </nav>
  );
}

/** The places as a table, name and position: for screen readers beside a map, shown where no map can be drawn. */
export function PlaceTable({ places, image, shown = false }: { places: MapPlace[]; image: boolean; shown?: boolean }) {
  const { t, format } = useView();
  const located = places.filter((p) => p.position);
  if (!located.length) return null;
  const number = (n: number) => new Intl.NumberFormat(format.numberLocale, { maximumFractionDigits: 6 }).format(n);
  return (
    <table className={shown ? 'entity-table compact' : 'visually-hidden'}>
      <thead>
        <tr>
          <th scope="col">{t('widget.entity-name')}</th>
          <th scope="col">{t(image ? 'widget.position-x' : 'widget.latitude')}</th>
          <th scope="col">{t(image ? 'widget.position-y' : 'widget.longitude')}</th>
        </tr>
      </thead>
      <tbody>
        {located.map((p, i) => (
          <tr key={i}>
            <th scope="row">{p.name}</th>
            <td>{number(p.position!.a)}</td>
            <td>{number(p.position!.b)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What the map could not show: entities without a position, and why there are no tiles or no image. */
export function MapNotes({ places, missing }: { places: MapPlace[]; missing: string | null }) {
  const { t } = useView();
  const unplaced = places.filter((p) => !p.position).map((p) => p.name);
  return (
    <>
      {missing && <p className="wnote">{missing}</p>}
      {unplaced.length > 0 && <p className="wnote">{t('widget.map-unplaced', { names: unplaced.join(', ') })}</p>}
    </>
  );
}
