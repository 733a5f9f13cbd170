import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { isObject } from '../lib/json.ts';
import { toAsset } from '../store/assets.ts';
import { toDevice } from '../store/devices.ts';
import { toEdge } from '../store/edges.ts';
import { saveAsset } from './assets.ts';
import type { ColumnType, ImportedEntity, LineImporter } from './bulk-import.ts';
import { registerCredentials } from './device-credentials.ts';
import { saveDevice } from './devices.ts';
import { saveEdge } from './edges.ts';

type Fields = Map<ColumnType, string>;

/** additionalInfo always ends up an object; DESCRIPTION (and IS_GATEWAY for devices) write into it. */
function additionalInfo(current: unknown, fields: Fields, withGateway: boolean): Record<string, unknown> {
  const info = isObject(current) ? { ...current } : {};
  const description = fields.get('DESCRIPTION');
  if (description !== undefined) info.description = description;
  const gateway = fields.get('IS_GATEWAY');
  if (withGateway && gateway !== undefined) info.gateway = gateway.toLowerCase() === 'true';
  return info;
}

/** The entity as JSON when one with the line's name exists (it is then updated), else an empty body. */
function baseBody(existing: object | undefined, fields: Fields, profileMember: string | null): Record<string, unknown> {
  const body: Record<string, unknown> = existing ? { ...existing } : {};
  const name = fields.get('NAME');
  const type = fields.get('TYPE');
  const label = fields.get('LABEL');
  if (name !== undefined) body.name = name;
  if (type !== undefined) {
    body.type = type;
    if (profileMember !== null) delete body[profileMember];
  }
  if (label !== undefined) body.label = label;
  return body;
}

type SavedRow = { id: string; tenant_id: string; customer_id: string; name: string };
const imported = (entityType: string, row: SavedRow, updated: boolean, json: unknown): ImportedEntity => ({
  entityType, id: row.id, tenantId: row.tenant_id, customerId: row.customer_id, name: row.name, updated, json,
});

/** ACCESS_TOKEN or MQTT_* columns give the device's credentials. */
function credentialsOf(fields: Fields): { credentialsType: string; credentialsId: string | null; credentialsValue: string | null } | null {
  const token = fields.get('ACCESS_TOKEN');
  if (token !== undefined) return { credentialsType: 'ACCESS_TOKEN', credentialsId: token, credentialsValue: null };
  const clientId = fields.get('MQTT_CLIENT_ID');
  const userName = fields.get('MQTT_USER_NAME');
  const password = fields.get('MQTT_PASSWORD');
  if (clientId === undefined && userName === undefined && password === undefined) return null;
  return {
    credentialsType: 'MQTT_BASIC',
    credentialsId: null,
    credentialsValue: JSON.stringify({ clientId: clientId ?? null, userName: userName ?? null, password: password ?? null }),
  };
}

function importDeviceLine(ctx: EmulatorContext, caller: Caller, fields: Fields): ImportedEntity {
  const name = fields.get('NAME');
  const existing = name === undefined ? undefined : ctx.stores.devices.findByName(caller.tenantId, name);
  const body = baseBody(existing && toDevice(existing), fields, 'deviceProfileId');
  body.additionalInfo = additionalInfo(body.additionalInfo, fields, true);
  const credentials = credentialsOf(fields);
  const newToken = !existing && credentials?.credentialsType === 'ACCESS_TOKEN' ? credentials.credentialsId ?? undefined : undefined;
  const saved = saveDevice(ctx, caller, body, newToken);
  if (credentials && newToken === undefined) {
    const current = ctx.stores.deviceCredentials.findByDeviceId(saved.id);
    registerCredentials(ctx, { id: current?.id, deviceId: saved.id, ...credentials });
  }
  return imported('DEVICE', saved, existing !== undefined, toDevice(saved));
}

function importAssetLine(ctx: EmulatorContext, caller: Caller, fields: Fields): ImportedEntity {
  const name = fields.get('NAME');
  const existing = name === undefined ? undefined : ctx.stores.assets.findByName(caller.tenantId, name);
  const body = baseBody(existing && toAsset(existing), fields, 'assetProfileId');
  body.additionalInfo = additionalInfo(body.additionalInfo, fields, false);
  const saved = saveAsset(ctx, caller, body);
  return imported('ASSET', saved, existing !== undefined, toAsset(saved));
}

function importEdgeLine(ctx: EmulatorContext, caller: Caller, fields: Fields): ImportedEntity {
  const name = fields.get('NAME');
  const existing = name === undefined ? undefined : ctx.stores.edges.findByName(caller.tenantId, name);
  const body = baseBody(existing && toEdge(existing), fields, null);
  const routingKey = fields.get('ROUTING_KEY');
  const secret = fields.get('SECRET');
  if (routingKey !== undefined) body.routingKey = routingKey;
  if (secret !== undefined) body.secret = secret;
  body.additionalInfo = additionalInfo(body.additionalInfo, fields, false);
  const saved = saveEdge(ctx, caller, body);
  return imported('EDGE', saved, existing !== undefined, toEdge(saved));
}

export const importDevice: LineImporter = {
  entityType: 'DEVICE',
  exists: (ctx, tenantId, name) => ctx.stores.devices.findByName(tenantId, name) !== undefined,
  importLine: importDeviceLine,
};

export const importAsset: LineImporter = {
  entityType: 'ASSET',
  exists: (ctx, tenantId, name) => ctx.stores.assets.findByName(tenantId, name) !== undefined,
  importLine: importAssetLine,
};

export const importEdge: LineImporter = {
  entityType: 'EDGE',
  exists: (ctx, tenantId, name) => ctx.stores.edges.findByName(tenantId, name) !== undefined,
  importLine: importEdgeLine,
};
