import type { PlatformUpdate } from '../../platform/ws/telemetry-commands.ts';
import { LatestTelemetryRows } from '../../../views/parts/live/latest-telemetry.tsx';
import type { TelemetryRow } from '../../domain/latest-telemetry.ts';
import { isUuid } from '../../platform/ids.ts';
import { isNoValue } from '../../platform/no-value.ts';
import type { LiveTile } from './live-tile.ts';

const ENTITY_TYPES = new Set(['DEVICE', 'ASSET', 'ENTITY_VIEW', 'EDGE', 'CUSTOMER', 'TENANT']);

/** Key → latest [ts, value] of an entity's time series. */
export type LatestValues = Record<string, TelemetryRow>;

export function parseEntityArgument(argument: string): { entityType: string; entityId: string } | null {
  const [entityType, entityId, ...rest] = argument.split(':');
  return rest.length === 0 && ENTITY_TYPES.has(entityType) && isUuid(entityId) ? { entityType, entityId } : null;
}

/** v1 time-series data (`key → [[ts, "value"], ...]`) merged onto the latest values; deleted keys dropped. */
function mergeLatest(state: LatestValues | undefined, update: PlatformUpdate): LatestValues {
  const next: LatestValues = { ...state };
  const data = update.message.data;
  if (update.errorCode !== 0 || data === null || typeof data !== 'object') return next;
  for (const [key, pairs] of Object.entries(data as Record<string, unknown>)) {
    if (!Array.isArray(pairs)) continue;
    for (const pair of pairs) {
      if (!Array.isArray(pair) || typeof pair[0] !== 'number') continue;
      const [ts, value] = pair as [number, unknown];
      // A deleted key leaves the state, so a stream that gets the state later (a snapshot) does not draw it again.
      if (isNoValue({ ts, value })) delete next[key];
      else if (!next[key] || next[key].ts <= ts) next[key] = { key, ts, value: value === null || value === undefined ? '' : String(value) };
    }
  }
  return next;
}

/** The latest value of every time-series key of one entity (`latest-telemetry:DEVICE:<id>`). */
export const latestTelemetryTile: LiveTile<LatestValues> = {
  kind: 'latest-telemetry',
  topic(argument) {
    const entity = parseEntityArgument(argument);
    if (!entity) return null;
    return {
      key: `latest-telemetry:${entity.entityType}:${entity.entityId}`,
      // No keys: every key's latest value first, then every update (contract 6.3).
      command: { list: 'tsSubCmds', cmd: { entityType: entity.entityType, entityId: entity.entityId } },
      reduce: mergeLatest,
    };
  },
  render(argument, state) {
    const entity = parseEntityArgument(argument)!;
    return <LatestTelemetryRows entityId={entity.entityId} rows={Object.values(state).sort((a, b) => a.key.localeCompare(b.key))} />;
  },
};
