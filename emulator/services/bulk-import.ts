import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { transaction } from '../db/open.ts';
import { ApiError, badRequest } from '../http/api-error.ts';
import { parseCsv } from '../lib/csv.ts';
import { isObject } from '../lib/json.ts';
import { NULL_UUID } from '../lib/ids.ts';
import { saveAttributes, saveTimeseries } from '../telemetry/telemetry-service.ts';
import { auditData, auditEntityAction } from './audit-log.ts';
import type { ActionType } from './audit-log.ts';
import type { KvValue } from '../telemetry/values.ts';

export const COLUMN_TYPES = [
  'NAME', 'TYPE', 'LABEL', 'SHARED_ATTRIBUTE', 'SERVER_ATTRIBUTE', 'TIMESERIES', 'ACCESS_TOKEN',
  'MQTT_CLIENT_ID', 'MQTT_USER_NAME', 'MQTT_PASSWORD', 'LWM2M_CLIENT_ENDPOINT', 'LWM2M_CLIENT_SECURITY_CONFIG_MODE',
  'LWM2M_CLIENT_IDENTITY', 'LWM2M_CLIENT_KEY', 'LWM2M_CLIENT_CERT', 'LWM2M_BOOTSTRAP_SERVER_SECURITY_MODE',
  'LWM2M_BOOTSTRAP_SERVER_PUBLIC_KEY_OR_ID', 'LWM2M_BOOTSTRAP_SERVER_SECRET_KEY', 'LWM2M_SERVER_SECURITY_MODE',
  'LWM2M_SERVER_CLIENT_PUBLIC_KEY_OR_ID', 'LWM2M_SERVER_CLIENT_SECRET_KEY', 'IS_GATEWAY', 'DESCRIPTION', 'ROUTING_KEY',
  'SECRET',
] as const;

export type ColumnType = (typeof COLUMN_TYPES)[number];

const KV_SCOPES: Partial<Record<ColumnType, string>> = {
  SHARED_ATTRIBUTE: 'SHARED_SCOPE',
  SERVER_ATTRIBUTE: 'SERVER_SCOPE',
  TIMESERIES: 'TIMESERIES',
};

interface ColumnMapping {
  type: ColumnType;
  key: string | null;
}

/** One CSV record: its number (header included) and its non-empty cells by mapping. */
export interface ImportLine {
  lineNumber: number;
  fields: Map<ColumnType, string>;
  kvs: Array<{ scope: string; key: string; value: KvValue }>;
  /** Set when the record has more cells than the mapping has columns. */
  error?: string;
}

/** The entity an importer saved, enough to attach attributes and telemetry to it and to audit it. */
export interface ImportedEntity {
  entityType: string;
  id: string;
  tenantId: string;
  customerId: string;
  name: string;
  updated: boolean;
  /** The saved entity as the REST API shows it (the audit record's `actionData.entity`). */
  json: unknown;
}

/** Imports one line of an entity kind; `exists` tells whether a line's name updates an entity (for a failed line's audit). */
export interface LineImporter {
  entityType: string;
  exists(ctx: EmulatorContext, tenantId: string, name: string): boolean;
  importLine(ctx: EmulatorContext, caller: Caller, fields: Map<ColumnType, string>): ImportedEntity;
}

export interface BulkImportResult {
  created: number;
  updated: number;
  errors: number;
  errorsList: string[];
}

/** Cell values of attributes and time series are cast like the platform does: boolean, integer, decimal, else text. */
export function castCell(text: string): KvValue {
  if (text === 'true' || text === 'false') return { type: 'BOOLEAN', value: text === 'true' };
  if (/^-?\d+$/.test(text) && Number.isSafeInteger(Number(text))) return { type: 'LONG', value: Number(text) };
  if (/^-?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?$/.test(text) && Number.isFinite(Number(text))) {
    return { type: 'DOUBLE', value: Number(text) };
  }
  return { type: 'STRING', value: text };
}

function parseMapping(value: unknown): { columns: ColumnMapping[]; delimiter: string; header: boolean } {
  if (!isObject(value) || !Array.isArray(value.columns)) throw badRequest('Bulk import mapping should contain the columns!');
  const columns = value.columns.map((column): ColumnMapping => {
    const type = isObject(column) ? column.type : undefined;
    if (typeof type !== 'string' || !(COLUMN_TYPES as readonly string[]).includes(type)) {
      throw badRequest(`Unsupported bulk import column type: ${String(type)}`);
    }
    const key = isObject(column) && typeof column.key === 'string' && column.key !== '' ? column.key : null;
    if (KV_SCOPES[type as ColumnType] && key === null) throw badRequest(`Column of type ${type} needs a key!`);
    return { type: type as ColumnType, key };
  });
  const delimiter = typeof value.delimiter === 'string' && value.delimiter !== '' ? value.delimiter[0] : ',';
  return { columns, delimiter, header: value.header === true };
}

/** Binds a `BulkImportRequest` into numbered lines. */
export function parseImportRequest(body: Record<string, unknown>): ImportLine[] {
  if (typeof body.file !== 'string') throw badRequest('Bulk import request should contain the file content!');
  const mapping = parseMapping(body.mapping);
  const records = parseCsv(body.file, mapping.delimiter);
  const offset = mapping.header ? 1 : 0;
  return records.slice(offset).map((cells, index) => {
    const line: ImportLine = { lineNumber: index + 1 + offset, fields: new Map(), kvs: [] };
    if (cells.length > mapping.columns.length) {
      line.error = `IndexOutOfBoundsException: Index ${mapping.columns.length} out of bounds for length ${mapping.columns.length}`;
      return line;
    }
    cells.forEach((cell, i) => {
      if (cell === '') return;
      const column = mapping.columns[i];
      const scope = KV_SCOPES[column.type];
      if (scope && column.key !== null) line.kvs.push({ scope, key: column.key, value: castCell(cell) });
      else line.fields.set(column.type, cell);
    });
    return line;
  });
}

/** The root cause as the platform renders it: `<ExceptionSimpleName>: <message>`. */
function describeError(error: unknown): string {
  if (error instanceof ApiError) {
    const name = error.status === 400 ? 'DataValidationException' : 'ThingsboardException';
    return `${name}: ${error.message}`;
  }
  return `RuntimeException: ${error instanceof Error ? error.message : String(error)}`;
}

/**
 * Imports every line on its own: a failing line rolls back alone and is reported with its number. Each save is audited
 * as the entity services of the platform do (ADDED / UPDATED, FAILURE against the null id), then its attributes and
 * time series (ATTRIBUTES_UPDATED per scope, TIMESERIES_UPDATED), as the platform's import service does.
 */
export function runBulkImport(ctx: EmulatorContext, caller: Caller, lines: ImportLine[], importer: LineImporter): BulkImportResult {
  const result: BulkImportResult = { created: 0, updated: 0, errors: 0, errorsList: [] };
  for (const line of lines) {
    let saveFailed = false;
    try {
      if (line.error) throw new Error(line.error);
      const { entity, audits } = transaction(ctx.db, () => {
        saveFailed = true;
        const saved = importer.importLine(ctx, caller, line.fields);
        saveFailed = false;
        return { entity: saved, audits: saveKvs(ctx, saved, line.kvs) };
      });
      const target = { entityType: entity.entityType, id: entity.id, name: entity.name, customerId: entity.customerId };
      auditEntityAction(ctx, caller, target, entity.updated ? 'UPDATED' : 'ADDED', auditData.entity(entity.json));
      for (const [action, data] of audits) auditEntityAction(ctx, caller, target, action, data);
      if (entity.updated) result.updated++;
      else result.created++;
    } catch (error) {
      // Recorded after the line's rollback, so that the FAILURE record stays.
      if (saveFailed) auditFailedSave(ctx, caller, importer, line.fields.get('NAME') ?? null, error);
      result.errors++;
      const text = line.error ?? describeError(error);
      result.errorsList.push(`Line ${line.lineNumber}: ${text}`);
    }
  }
  return result;
}

function auditFailedSave(ctx: EmulatorContext, caller: Caller, importer: LineImporter, name: string | null, error: unknown): void {
  const action = name !== null && importer.exists(ctx, caller.tenantId, name) ? 'UPDATED' : 'ADDED';
  auditEntityAction(ctx, caller, { entityType: importer.entityType, id: NULL_UUID, name }, action, {}, error);
}

function saveKvs(ctx: EmulatorContext, entity: ImportedEntity, kvs: ImportLine['kvs']): Array<[ActionType, unknown]> {
  const now = Date.now();
  const audits: Array<[ActionType, unknown]> = [];
  for (const scope of ['SHARED_SCOPE', 'SERVER_SCOPE']) {
    const entries = kvs.filter((kv) => kv.scope === scope).map(({ key, value }) => ({ key, value }));
    if (entries.length === 0) continue;
    saveAttributes(ctx, entity, scope, entries, now);
    const attributes = Object.fromEntries(entries.map((entry) => [entry.key, entry.value.value]));
    audits.push(['ATTRIBUTES_UPDATED', { entityId: entity.id, scope, attributes }]);
  }
  const points = kvs.filter((kv) => kv.scope === 'TIMESERIES').map(({ key, value }) => ({ key, ts: now, value }));
  saveTimeseries(ctx, entity, points, now);
  if (points.length > 0) {
    audits.push(['TIMESERIES_UPDATED', { entityId: entity.id, timeseries: points.map((p) => ({ ts: p.ts, key: p.key, value: p.value.value })) }]);
  }
  return audits;
}
