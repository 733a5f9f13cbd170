import type { TimeseriesData } from '../platform/types/telemetry.ts';

/** One key of an entity's latest time series, as the latest-telemetry table shows it. */
export interface TelemetryRow {
  key: string;
  ts: number;
  value: string;
}

/** The rows of the REST answer for the latest values (contract 5.3), sorted by key, as a page's first render shows them. */
export function latestRows(data: TimeseriesData): TelemetryRow[] {
  const rows: TelemetryRow[] = [];
  for (const [key, points] of Object.entries(data)) {
    const point = points[0];
    if (point) rows.push({ key, ts: point.ts, value: point.value === null ? '' : String(point.value) });
  }
  return rows.sort((a, b) => a.key.localeCompare(b.key));
}
