import type { Attribute } from '../telemetry/attribute-store.ts';
import type { TsPoint } from '../telemetry/values.ts';
import type { AlarmRow } from '../alarms/alarm-store.ts';

interface EntityRefEvent {
  tenantId: string;
  entityType: string;
  entityId: string;
}

/** What changed in the platform; WebSocket subscriptions (v1 here, v2 in the query area) listen to these. */
export type ChangeEvent =
  | (EntityRefEvent & { kind: 'attributes'; scope: string; attributes: Attribute[] })
  | (EntityRefEvent & { kind: 'attributesDeleted'; scope: string; keys: string[] })
  | (EntityRefEvent & { kind: 'timeseries'; points: TsPoint[] })
  | (EntityRefEvent & { kind: 'timeseriesDeleted'; keys: string[] })
  | { kind: 'alarm'; tenantId: string; action: 'saved' | 'deleted'; alarm: AlarmRow }
  /** Entities created, updated or deleted (devices, assets, ...), for entity-count and dynamic queries. */
  | (EntityRefEvent & { kind: 'entity'; action: 'saved' | 'deleted' });

export type ChangeListener = (event: ChangeEvent) => void;

/** Synchronous in-process publish/subscribe; a failing listener never affects the publisher or other listeners. */
export function createChangeBus(onError: (error: unknown) => void = () => {}) {
  const listeners = new Set<ChangeListener>();
  return {
    /** Returns the function that removes the listener again. */
    subscribe(listener: ChangeListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    publish(event: ChangeEvent): void {
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (error) {
          onError(error);
        }
      }
    },
    get size(): number {
      return listeners.size;
    },
  };
}

export type ChangeBus = ReturnType<typeof createChangeBus>;
