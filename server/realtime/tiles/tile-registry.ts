import type { LiveTile } from './live-tile.ts';
import { latestTelemetryTile } from './latest-telemetry.tsx';
import { dashboardWidgetTile } from './dashboard-widget.tsx';
import { telemetryKeysTile } from './telemetry-keys.tsx';
import { dashboardChartTile } from './dashboard-chart.ts';

const TILES = new Map<string, LiveTile<any>>([latestTelemetryTile, dashboardWidgetTile, dashboardChartTile, telemetryKeysTile].map((tile) => [tile.kind, tile]));

/** The tile of a `<kind>:<argument>` name, with its argument; null when no kind takes it. */
export function tileOf(name: string): { tile: LiveTile<any>; argument: string } | null {
  const colon = name.indexOf(':');
  const tile = colon > 0 ? TILES.get(name.slice(0, colon)) : undefined;
  return tile ? { tile, argument: name.slice(colon + 1) } : null;
}
