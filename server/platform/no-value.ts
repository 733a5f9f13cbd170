/**
 * The platform's "no value" for a key: the entity data query answers a key without data as an empty string at time 0,
 * and ThingsBoard 3.4.4 sends a deleted key to its subscriptions the same way (onTimeSeriesDelete, onAttributesDelete).
 */
export const isNoValue = (value: { ts: unknown; value: unknown }) => value.ts === 0 && value.value === '';
