import type { Json } from '../domain/dashboard/dashboard-config.ts';

/** A snapshot's `timewindow`: the last so long until now, or an upstream time window object. */
export type SnapshotWindow = { kind: 'last'; ms: number } | { kind: 'timewindow'; value: Json };

const UNITS: Record<string, number> = { '': 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 7 * 86_400_000 };
// The contract's longest window: 7300 days.
const MAX_MS = 7300 * 86_400_000;

/**
 * `timewindow` of a snapshot address: `90000` (ms) or `15m`, `24h`, `7d` for the last so long, or the JSON of an
 * upstream time window (`{"realtime":{"timewindowMs":3600000}}`, a history window...) used as the dashboard's.
 * Null when it is neither.
 */
export function parseSnapshotWindow(value: string): SnapshotWindow | null {
  const last = /^(\d{1,13})([smhdw]?)$/.exec(value.trim());
  if (last) {
    const ms = Number(last[1]) * UNITS[last[2]];
    return ms >= 1000 && ms <= MAX_MS ? { kind: 'last', ms } : null;
  }
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? { kind: 'timewindow', value: parsed as Json } : null;
  } catch {
    return null;
  }
}
