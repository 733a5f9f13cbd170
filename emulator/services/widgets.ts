import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { transaction } from '../db/open.ts';
import { badRequest } from '../http/api-error.ts';
import { idField, stringField } from '../http/body.ts';
import { NULL_UUID } from '../lib/ids.ts';
import { isObject } from '../lib/json.ts';
import { checkWidgetType, checkWidgetsBundle } from '../security/content-checks.ts';
import type { WidgetTypeRow, WidgetsBundleRow } from '../store/widgets.ts';
import { isEmpty, validateFields } from '../validation/fields.ts';
import { tenantRowKey } from './owned-entities.ts';

/** The sysadmin works on system-level widgets, everybody else on the own tenant's. */
export const widgetOwner = (caller: Caller) => (caller.authority === 'SYS_ADMIN' ? NULL_UUID : caller.tenantId);

/** An alias derived from a title, made unique with a numeric suffix. */
function deriveAlias(text: string, taken: (alias: string) => boolean): string {
  const base = text.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '') || 'widget';
  let alias = base;
  for (let n = 1; taken(alias); n++) alias = `${base}_${n}`;
  return alias;
}

export function saveWidgetsBundle(ctx: EmulatorContext, caller: Caller, body: Record<string, unknown>): WidgetsBundleRow {
  const { widgets } = ctx.stores;
  const id = idField(body, 'id');
  const existing = id === null ? undefined : checkWidgetsBundle(ctx, caller, id, 'WRITE');
  const tenantId = existing?.tenant_id ?? widgetOwner(caller);
  const title = stringField(body, 'title');
  const description = stringField(body, 'description');
  let alias = stringField(body, 'alias');
  validateFields({ title, description });
  if (isEmpty(title)) throw badRequest('Widgets bundle title should be specified!');
  if (existing) {
    if (!isEmpty(alias) && alias !== existing.alias) throw badRequest('Update of widgets bundle alias is prohibited!');
    alias = existing.alias;
  } else if (isEmpty(alias)) {
    alias = deriveAlias(title, (candidate) => widgets.findBundleByAlias(tenantId, candidate) !== undefined);
  } else if (widgets.findBundleByAlias(tenantId, alias)) {
    throw badRequest('Widgets bundle with such alias already exists!');
  }
  const row: WidgetsBundleRow = {
    ...tenantRowKey(id, tenantId), alias, title,
    image: stringField(body, 'image'), description, external_id: idField(body, 'externalId'),
  };
  widgets.saveBundle(row);
  return row;
}

export function saveWidgetType(ctx: EmulatorContext, caller: Caller, body: Record<string, unknown>): WidgetTypeRow {
  const { widgets } = ctx.stores;
  const id = idField(body, 'id');
  const existing = id === null ? undefined : checkWidgetType(ctx, caller, id, 'WRITE');
  const tenantId = existing?.tenant_id ?? widgetOwner(caller);
  const name = stringField(body, 'name');
  const bundleAlias = stringField(body, 'bundleAlias');
  let alias = stringField(body, 'alias');
  validateFields({ name, description: stringField(body, 'description') });
  if (isEmpty(name)) throw badRequest('Widgets type name should be specified!');
  if (!isObject(body.descriptor) || Object.keys(body.descriptor).length === 0) {
    throw badRequest("Widgets type descriptor can't be empty!");
  }
  if (isEmpty(bundleAlias)) throw badRequest('Widgets type bundle alias should be specified!');
  if (!widgets.findBundleByAlias(tenantId, bundleAlias)) {
    throw badRequest('Widget type is referencing to non-existent widgets bundle!');
  }
  if (existing) {
    if (bundleAlias !== existing.bundle_alias) throw badRequest('Update of widget type bundle alias is prohibited!');
    if (!isEmpty(alias) && alias !== existing.alias) throw badRequest('Update of widget type alias is prohibited!');
    alias = existing.alias;
  } else if (isEmpty(alias) || widgets.findType(tenantId, bundleAlias, alias)) {
    const taken = (candidate: string) => widgets.findType(tenantId, bundleAlias, candidate) !== undefined;
    alias = deriveAlias(isEmpty(alias) ? name : alias, taken);
  }
  const row: WidgetTypeRow = {
    ...tenantRowKey(id, tenantId), bundle_alias: bundleAlias, alias, name,
    image: stringField(body, 'image'), description: stringField(body, 'description'),
    descriptor: JSON.stringify(body.descriptor),
  };
  widgets.saveType(row);
  return row;
}

export function deleteWidgetsBundle(ctx: EmulatorContext, bundle: WidgetsBundleRow): void {
  transaction(ctx.db, () => ctx.stores.widgets.deleteBundle(bundle));
}
