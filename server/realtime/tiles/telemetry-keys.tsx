import { TelemetryKeyRows } from '../../../views/tabs/telemetry-tab.tsx';
import { latestTelemetryTile, parseEntityArgument, type LatestValues } from './latest-telemetry.tsx';
import type { LiveTile } from './live-tile.ts';

/**
 * The latest-telemetry details tab's rows (`telemetry-keys:ASSET:<id>`): the `latest-telemetry` tile's subscription
 * and state (one topic for both), drawn with a check box per key so keys can be selected for deletion.
 */
export const telemetryKeysTile: LiveTile<LatestValues> = {
  kind: 'telemetry-keys',
  topic: (argument, request) => latestTelemetryTile.topic(argument, request),
  render(argument, state) {
    const entity = parseEntityArgument(argument)!;
    return <TelemetryKeyRows entityId={entity.entityId} rows={Object.values(state).sort((a, b) => a.key.localeCompare(b.key))} />;
  },
};
