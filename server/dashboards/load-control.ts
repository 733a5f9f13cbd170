import type { WidgetConfig } from '../domain/dashboard/dashboard-config.ts';
import type { EntityInfo } from '../domain/dashboard/dashboard-view.ts';
import { entityQueryApi } from '../platform/api/entity-query.ts';
import { rpcApi } from '../platform/api/rpc.ts';
import { isNoValue } from '../platform/no-value.ts';
import { isPlatformError } from '../platform/platform-error.ts';
import { pageAlias } from './alias-choices.ts';
import { num, text } from './json-read.ts';
import type { LoadContext } from './load-context.ts';

/** Render time spent waiting for a device's answer at most; the page does not wait longer for a slow device. */
const MAX_READ_WAIT_MS = 2000;
const VALUE_READERS = new Set(['control_widgets.round_switch', 'control_widgets.switch_control', 'control_widgets.slide_toggle_control', 'control_widgets.knob_control', 'control_widgets.led_indicator']);

/** The device an RPC widget targets: the first entity of its first target alias. */
export async function loadTarget(ctx: LoadContext, widget: WidgetConfig): Promise<EntityInfo | null> {
  const aliasId = widget.targetDeviceAliasIds[0];
  const alias = pageAlias(ctx, aliasId ?? null);
  if (!alias.filter) return null;
  const result = await entityQueryApi.findEntityData(ctx.platform, {
    entityFilter: alias.filter,
    pageLink: { page: 0, pageSize: 1, sortOrder: { key: { type: 'ENTITY_FIELD', key: 'createdTime' }, direction: 'DESC' } },
    entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }, { type: 'ENTITY_FIELD', key: 'label' }, { type: 'ENTITY_FIELD', key: 'type' }],
  });
  const first = result.data[0];
  if (!first || first.entityId.entityType !== 'DEVICE') return null;
  const f = first.latest.ENTITY_FIELD ?? {};
  return { id: first.entityId, name: f.name?.value ?? '', label: f.label?.value ?? '', type: f.type?.value ?? '' };
}

function timeout<T>(ms: number): Promise<T | undefined> {
  return new Promise((resolve) => setTimeout(() => resolve(undefined), ms).unref());
}

/**
 * The value a control widget shows, read as its settings say (`retrieveValueMethod`): a two-way RPC of its
 * `getValueMethod`, or the latest attribute / time series `valueKey` (`valueAttribute` for the LED). Null when
 * unknown (no answer in time, the device refused); the widget then shows its `initialValue`.
 */
export async function loadControlValue(ctx: LoadContext, widget: WidgetConfig, target: EntityInfo): Promise<string | null> {
  if (!VALUE_READERS.has(widget.typeKey)) return null;
  const s = widget.settings;
  const method = widget.typeKey === 'control_widgets.knob_control' ? 'rpc' : text(s.retrieveValueMethod, 'rpc');
  if (method === 'rpc') {
    const getter = text(s.getValueMethod);
    if (!getter) return null;
    const wait = Math.min(MAX_READ_WAIT_MS, Math.max(100, num(s.requestTimeout, 500)));
    const reply = rpcApi.sendRpc(ctx.platform, target.id.id, false, { method: getter, params: null, timeout: Math.max(wait, 5000) })
      .catch((err: unknown) => { if (isPlatformError(err)) return undefined; throw err; });
    const value = await Promise.race([reply, timeout<unknown>(wait)]);
    return value === undefined || value === null || value === '' ? null : typeof value === 'string' ? value : JSON.stringify(value);
  }
  if (method !== 'attribute' && method !== 'timeseries') return null;
  const key = text(widget.typeKey === 'control_widgets.led_indicator' ? s.valueAttribute : s.valueKey, 'value');
  const type = method === 'attribute' ? 'ATTRIBUTE' : 'TIME_SERIES';
  const result = await entityQueryApi.findEntityData(ctx.platform, {
    entityFilter: { type: 'singleEntity', singleEntity: target.id },
    pageLink: { page: 0, pageSize: 1 },
    latestValues: [{ type, key }],
  });
  const value = result.data[0]?.latest[type]?.[key];
  return value && !isNoValue(value) ? value.value : null;
}
