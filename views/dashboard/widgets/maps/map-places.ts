import { bool, text } from '../../../../server/dashboards/json-read.ts';
import { htmlText } from '../../../../server/dashboards/html-text.ts';
import type { SourceRow, WidgetView } from '../../../../server/domain/dashboard/dashboard-view.ts';
import { numeric } from '../format-value.ts';
import { fillPattern } from '../patterns.ts';
import type { LatLng } from './map-geometry.ts';

/** One entity of a map widget: where it is (latitude/longitude, or x/y on an image map) and what its marker says. */
export interface MapPlace {
  row: SourceRow;
  name: string;
  /** lat/lng on geographic maps; x/y (0..1 of the image) on image maps; null: the entity has no position. */
  position: { a: number; b: number } | null;
  label: string;
  tooltip: string[];
  /** Names of the tooltip's action links (upstream's `<link-act name>`). */
  tooltipActions: string[];
  /** Route maps: the positions over the time window, oldest first. */
  route: LatLng[];
}

// upstream's defaults of the map settings.
const DEFAULT_LABEL = '${entityName}';
const DEFAULT_TOOLTIP = '<b>${entityName}</b>';

function valueOf(row: SourceRow, keyName: string): number | null {
  const v = row.values.find((x) => x.key.name === keyName);
  return numeric(v?.latest?.value ?? v?.series[v.series.length - 1]?.[1] ?? null);
}

/** The positions of a route: the latitude and longitude points of the same timestamps. */
function routeOf(row: SourceRow, latKey: string, lngKey: string): LatLng[] {
  const lats = new Map((row.values.find((v) => v.key.name === latKey)?.series ?? []).map(([ts, v]) => [ts, numeric(v)]));
  const out: LatLng[] = [];
  for (const [ts, v] of row.values.find((x) => x.key.name === lngKey)?.series ?? []) {
    const lat = lats.get(ts);
    const lng = numeric(v);
    if (lat !== null && lat !== undefined && lng !== null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180) out.push({ lat, lng });
  }
  return out;
}

/**
 * The places of a map widget from its rows, with the position keys of its settings (upstream's `latKeyName` /
 * `lngKeyName`, or `xPosKeyName` / `yPosKeyName` on image maps) and its label and tooltip patterns filled in per
 * entity. Label and tooltip functions are the author's code: their patterns stand in for them.
 */
export function mapPlaces(widget: WidgetView, locale: string, image: boolean): MapPlace[] {
  const s = widget.config.settings;
  const [keyA, keyB] = image ? [text(s.xPosKeyName, 'xPos'), text(s.yPosKeyName, 'yPos')] : [text(s.latKeyName, 'latitude'), text(s.lngKeyName, 'longitude')];
  const showLabel = bool(s.showLabel, true);
  const showTooltip = bool(s.showTooltip, true);
  return widget.data.rows
    .filter((row) => row.entity)
    .map((row) => {
      const single = { ...widget, data: { ...widget.data, rows: [row] } };
      const fill = (pattern: string) => htmlText(fillPattern(pattern, single, locale));
      const a = valueOf(row, keyA);
      const b = valueOf(row, keyB);
      const tooltip = showTooltip ? fill(text(s.tooltipPattern, DEFAULT_TOOLTIP)) : { lines: [], actions: [] };
      return {
        row,
        name: row.entity!.label || row.entity!.name,
        position: a !== null && b !== null ? { a, b } : null,
        label: showLabel ? fill(text(s.label, DEFAULT_LABEL)).lines.join(' ') : '',
        tooltip: tooltip.lines,
        tooltipActions: tooltip.actions,
        route: image ? [] : routeOf(row, keyA, keyB),
      };
    });
}
