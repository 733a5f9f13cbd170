import type { ChangeEvent } from '../../ws/change-bus.ts';
import type { EntityData } from '../entity-data.ts';
import type { EntityKey } from '../query-types.ts';

/** The attribute scope each attribute key type of a subscription takes; null: any scope. */
export const SCOPE_OF_KEY_TYPE: Record<string, string | null> = {
  ATTRIBUTE: null,
  CLIENT_ATTRIBUTE: 'CLIENT_SCOPE',
  SHARED_ATTRIBUTE: 'SHARED_SCOPE',
  SERVER_ATTRIBUTE: 'SERVER_SCOPE',
};

/**
 * ThingsBoard 3.4.4's notice of a deleted key: onTimeSeriesDelete / onAttributesDelete send it as ts 0 with an
 * empty value, and TbEntityDataSubCtx passes it on unfiltered.
 */
const deleted = () => ({ ts: 0, value: '' });

type Deletion = Extract<ChangeEvent, { kind: 'timeseriesDeleted' | 'attributesDeleted' }>;

export const isDeletion = (event: ChangeEvent): event is Deletion => event.kind === 'timeseriesDeleted' || event.kind === 'attributesDeleted';

/**
 * The latest values a deletion clears on a latest-values subscription: each deleted time-series key of a
 * TIME_SERIES subscription; each deleted attribute of an ATTRIBUTE subscription, or of the one of its scope.
 */
export function deletedLatest(event: Deletion, keys: EntityKey[]): EntityData['latest'] {
  const latest: EntityData['latest'] = {};
  for (const key of keys) {
    if (!event.keys.includes(key.key)) continue;
    const taken = event.kind === 'timeseriesDeleted'
      ? key.type === 'TIME_SERIES'
      : Object.hasOwn(SCOPE_OF_KEY_TYPE, key.type) && [null, event.scope].includes(SCOPE_OF_KEY_TYPE[key.type]);
    if (taken) (latest[key.type] ??= {})[key.key] = deleted();
  }
  return latest;
}

/**
 * What a deletion sends on a time-window subscription (`tsCmd`): 3.4.4's sendTsWsMsg keeps a point older than the
 * last one it sent, so each deleted key comes as one point at ts 0 with an empty value. A history has no subscription.
 */
export function deletedSeries(event: Deletion, keys: string[]): EntityData['timeseries'] {
  if (event.kind !== 'timeseriesDeleted') return {};
  return Object.fromEntries(event.keys.filter((key) => keys.includes(key)).map((key) => [key, [deleted()]]));
}
