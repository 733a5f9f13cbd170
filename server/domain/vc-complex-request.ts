import { chooseBranch } from './pickers/branch.ts';
import {
  SYNC_STRATEGIES, VC_ENTITY_TYPES, type ComplexVersionRequest, type EntityTypeLoadConfig, type EntityTypeLoadRequest, type EntityTypeVersionConfig, type SyncStrategy, type VcEntityType,
} from '../platform/types/version-control.ts';

/**
 * The `/vc` page's requests over several entity types (contract 9): a version of many entities (`COMPLEX`) and the
 * restore of a version per entity type (`ENTITY_TYPE`), read from their forms. Fields are named by the request's
 * JSON paths (`entityTypes.DEVICE.allEntities`); the included types are the repeated `entityTypes` values.
 */

export { VC_ENTITY_TYPES, type VcEntityType };

/** Only devices have credentials to save or load. */
export const hasCredentials = (type: VcEntityType) => type === 'DEVICE';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Form = Record<string, unknown>;

function values(form: Form, name: string): string[] {
  const value = form[name];
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.filter((v): v is string => typeof v === 'string');
}
const text = (form: Form, name: string) => (values(form, name)[0] ?? '').trim();
const flag = (form: Form, name: string) => values(form, name).includes('true');
const included = (form: Form) => VC_ENTITY_TYPES.filter((type) => values(form, 'entityTypes').includes(type));
const strategyOf = (value: string): SyncStrategy | null => ((SYNC_STRATEGIES as readonly string[]).includes(value) ? (value as SyncStrategy) : null);

/** What upstream's dialog starts with for a type: all its entities, with relations, attributes and credentials. */
export const DEFAULT_VERSION_CONFIG: EntityTypeVersionConfig = { syncStrategy: null, allEntities: true, entityIds: [], saveRelations: true, saveAttributes: true, saveCredentials: true };
export const DEFAULT_LOAD_CONFIG: EntityTypeLoadConfig = { loadRelations: true, loadAttributes: true, loadCredentials: true, removeOtherEntities: false, findExistingEntityByName: true };

/** The problems of a form, by field name (`versionName`, `entityTypes`, `entityTypes.DEVICE.entityIds`), as translation keys. */
export type FormErrors = Record<string, string>;

/**
 * A complex version request from its form; errors name the fields to fix (the request keeps what was posted). Its
 * branch is any name (a new one is created): 'version-control.branch-required' when empty.
 */
export function complexVersionFromForm(form: Form): { request: ComplexVersionRequest; errors: FormErrors } {
  const errors: FormErrors = {};
  const entityTypes: ComplexVersionRequest['entityTypes'] = {};
  for (const type of VC_ENTITY_TYPES) {
    const path = `entityTypes.${type}`;
    const config: EntityTypeVersionConfig = {
      syncStrategy: strategyOf(text(form, `${path}.syncStrategy`)),
      allEntities: flag(form, `${path}.allEntities`),
      entityIds: values(form, `${path}.entityIds`).filter((id) => UUID.test(id)).map((id) => id.toLowerCase()),
      saveRelations: flag(form, `${path}.saveRelations`),
      saveAttributes: flag(form, `${path}.saveAttributes`),
      saveCredentials: hasCredentials(type) && flag(form, `${path}.saveCredentials`),
    };
    if (!included(form).includes(type)) continue;
    entityTypes[type] = config;
    if (!config.allEntities && config.entityIds.length === 0) errors[`${path}.entityIds`] = 'version-control.entities-required';
  }
  const versionName = text(form, 'versionName');
  if (!versionName) errors.versionName = 'version-control.version-name-required';
  if (Object.keys(entityTypes).length === 0) errors.entityTypes = 'version-control.entity-types-required';
  const branch = chooseBranch([], text(form, 'branch'), 'free');
  if (!branch.ok) errors.branch = branch.key;
  return { request: { type: 'COMPLEX', versionName, branch: branch.ok ? branch.value : '', syncStrategy: strategyOf(text(form, 'syncStrategy')) ?? 'MERGE', entityTypes }, errors };
}

/** A restore of a version's entity types from its form; the types offered are those the version holds. */
export function entityTypeLoadFromForm(form: Form, versionId: string, offered: readonly VcEntityType[]): { request: EntityTypeLoadRequest; errors: FormErrors } {
  const entityTypes: EntityTypeLoadRequest['entityTypes'] = {};
  for (const type of included(form).filter((t) => offered.includes(t))) {
    const path = `entityTypes.${type}`;
    entityTypes[type] = {
      loadRelations: flag(form, `${path}.loadRelations`),
      loadAttributes: flag(form, `${path}.loadAttributes`),
      loadCredentials: hasCredentials(type) && flag(form, `${path}.loadCredentials`),
      removeOtherEntities: flag(form, `${path}.removeOtherEntities`),
      findExistingEntityByName: flag(form, `${path}.findExistingEntityByName`),
    };
  }
  const errors: FormErrors = Object.keys(entityTypes).length === 0 ? { entityTypes: 'version-control.entity-types-required' } : {};
  return { request: { type: 'ENTITY_TYPE', versionId, entityTypes }, errors };
}

/** The entity types of a version's entities, in upstream's order. */
export function typesOfVersion(entities: readonly { externalId: { entityType: string } }[]): VcEntityType[] {
  const present = new Set(entities.map((e) => e.externalId.entityType));
  return VC_ENTITY_TYPES.filter((type) => present.has(type));
}
