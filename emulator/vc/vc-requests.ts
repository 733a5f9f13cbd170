import { general } from '../http/api-error.ts';
import { isUuid } from '../lib/ids.ts';
import { isObject } from '../lib/json.ts';
import type { EntityTypeVersionConfig, SyncStrategy, VersionCreateRequest } from './create-version.ts';
import type { EntityTypeLoadConfig, LoadOptions, VersionLoadRequest } from './load-version.ts';

// Bodies bound by Jackson: wrong shapes are 500 "JSON parse error"s.
const PACKAGE = 'org.thingsboard.server.common.data.sync.vc.request';
const parseError = (detail: string) => general(`JSON parse error: ${detail}`);

type Json = Record<string, unknown>;

const obj = (value: unknown): Json => (isObject(value) ? value : {});
const bool = (value: unknown) => value === true || value === 'true';
const str = (value: unknown): string | null => (typeof value === 'string' ? value : value == null ? null : String(value));

function typeId<T extends string>(json: Json, allowed: T[], base: string): T {
  const type = str(json.type);
  if (type === null || !(allowed as string[]).includes(type)) {
    throw parseError(`Could not resolve type id '${type}' as a subtype of \`${PACKAGE}.${base}\`: known type ids = [${allowed.join(', ')}]`);
  }
  return type as T;
}

function entityRef(value: unknown): { entityType: string; id: string } {
  const json = obj(value);
  const entityType = str(json.entityType);
  const id = str(json.id);
  if (entityType === null || id === null) throw general('Entity id should be specified!');
  if (!isUuid(id)) throw parseError(`Invalid UUID string: ${id}`);
  return { entityType, id: id.toLowerCase() };
}

function strategy(value: unknown): SyncStrategy | null {
  const name = str(value);
  if (name === null) return null;
  if (name !== 'MERGE' && name !== 'OVERWRITE') {
    throw parseError(`Cannot deserialize value of type \`${PACKAGE}.create.SyncStrategy\` from String "${name}"`);
  }
  return name;
}

const exportOptions = (json: Json) => ({
  saveRelations: bool(json.saveRelations),
  saveAttributes: bool(json.saveAttributes),
  saveCredentials: bool(json.saveCredentials),
});

const loadOptions = (json: Json): LoadOptions => ({
  loadRelations: bool(json.loadRelations),
  loadAttributes: bool(json.loadAttributes),
  loadCredentials: bool(json.loadCredentials),
});

export function parseCreateRequest(body: Json, defaultBranch: string): VersionCreateRequest {
  const type = typeId<'SINGLE_ENTITY' | 'COMPLEX'>(body, ['SINGLE_ENTITY', 'COMPLEX'], 'create.VersionCreateRequest');
  const versionName = str(body.versionName) ?? '';
  const branch = str(body.branch) || defaultBranch;
  if (type === 'SINGLE_ENTITY') {
    return { type, versionName, branch, entityId: entityRef(body.entityId), config: exportOptions(obj(body.config)) };
  }
  const entityTypes: Record<string, EntityTypeVersionConfig> = {};
  for (const [entityType, raw] of Object.entries(obj(body.entityTypes))) {
    const json = obj(raw);
    const ids = Array.isArray(json.entityIds) ? json.entityIds.map((id) => String(id).toLowerCase()) : [];
    entityTypes[entityType] = {
      ...exportOptions(json), syncStrategy: strategy(json.syncStrategy), allEntities: bool(json.allEntities), entityIds: ids,
    };
  }
  return { type, versionName, branch, syncStrategy: strategy(body.syncStrategy) ?? 'MERGE', entityTypes };
}

export function parseLoadRequest(body: Json): VersionLoadRequest {
  const type = typeId<'SINGLE_ENTITY' | 'ENTITY_TYPE'>(body, ['SINGLE_ENTITY', 'ENTITY_TYPE'], 'load.VersionLoadRequest');
  const versionId = str(body.versionId);
  if (versionId === null || versionId === '') throw general('Version id should be specified!');
  if (type === 'SINGLE_ENTITY') {
    return { type, versionId, externalEntityId: entityRef(body.externalEntityId), config: loadOptions(obj(body.config)) };
  }
  const entityTypes: Record<string, EntityTypeLoadConfig> = {};
  for (const [entityType, raw] of Object.entries(obj(body.entityTypes))) {
    const json = obj(raw);
    entityTypes[entityType] = {
      ...loadOptions(json),
      removeOtherEntities: bool(json.removeOtherEntities),
      findExistingEntityByName: bool(json.findExistingEntityByName),
    };
  }
  return { type, versionId, entityTypes };
}
