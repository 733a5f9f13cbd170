import type { TFunction } from 'i18next';
import type { JsonSchema } from '../../domain/schema-form/schema-types.ts';
import { record, type Json } from '../json-read.ts';
import { schemaPart, type SchemaPart } from './structure-forms.ts';
import { ENTITY_TYPES, predicateSchema, relationFiltersSchema, typedPredicate, withChoiceLabels } from './predicate-forms.ts';

/** The alias filter types of the issue (upstream's AliasFilterType of 3.4.4). */
export const ALIAS_TYPES = [
  'singleEntity', 'entityList', 'entityName', 'stateEntity', 'assetType', 'deviceType', 'entityViewType', 'edgeType',
  'apiUsageState', 'relationsQuery', 'assetSearchQuery', 'deviceSearchQuery', 'entityViewSearchQuery', 'edgeSearchQuery',
] as const;

/** Each filter type's name (literal keys, so the locale check sees them used). */
export const ALIAS_TYPE_LABELS: Record<(typeof ALIAS_TYPES)[number], string> = {
  singleEntity: 'dashboard-edit.alias-type-singleEntity', entityList: 'dashboard-edit.alias-type-entityList', entityName: 'dashboard-edit.alias-type-entityName',
  stateEntity: 'dashboard-edit.alias-type-stateEntity', assetType: 'dashboard-edit.alias-type-assetType', deviceType: 'dashboard-edit.alias-type-deviceType',
  entityViewType: 'dashboard-edit.alias-type-entityViewType', edgeType: 'dashboard-edit.alias-type-edgeType', apiUsageState: 'dashboard-edit.alias-type-apiUsageState',
  relationsQuery: 'dashboard-edit.alias-type-relationsQuery', assetSearchQuery: 'dashboard-edit.alias-type-assetSearchQuery', deviceSearchQuery: 'dashboard-edit.alias-type-deviceSearchQuery',
  entityViewSearchQuery: 'dashboard-edit.alias-type-entityViewSearchQuery', edgeSearchQuery: 'dashboard-edit.alias-type-edgeSearchQuery',
};

function entityRef(t: TFunction, title: string): JsonSchema {
  return { type: 'object', title, properties: { entityType: { type: 'string', title: t('dashboard-edit.entity-type'), enum: ENTITY_TYPES }, id: { type: 'string', title: t('dashboard-edit.entity-id'), minLength: 36, maxLength: 36 } } };
}

/** Each filter type's members (upstream's alias filter forms), as a JSON schema for the schema form. */
function filterSchema(t: TFunction, type: string): JsonSchema {
  // Name filters and sub-types share their titles whatever the entity type.
  const own: Record<string, string> = { relationType: 'dashboard-edit.filter-relationType', stateEntityParamName: 'dashboard-edit.filter-stateEntityParamName' };
  const title = (key: string) => t(own[key] ?? (key.endsWith('NameFilter') ? 'dashboard-edit.filter-name-starts' : 'dashboard-edit.filter-subtype'));
  const text = (key: string, required = false) => ({ [key]: { type: 'string', title: title(key) } as JsonSchema, _req: required });
  const props = (...members: ({ _req: boolean } & Record<string, unknown>)[]): JsonSchema => {
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const m of members) {
      for (const [k, v] of Object.entries(m)) if (k !== '_req') properties[k] = v as JsonSchema;
      if (m._req) required.push(...Object.keys(m).filter((k) => k !== '_req'));
    }
    return { type: 'object', properties, required };
  };
  const entityType = { entityType: { type: 'string', title: t('dashboard-edit.entity-type'), enum: ENTITY_TYPES } as JsonSchema, _req: true };
  const stateParam = [
    { rootStateEntity: { type: 'boolean', title: t('dashboard-edit.filter-rootStateEntity') } as JsonSchema, _req: false },
    text('stateEntityParamName'),
    { rootEntity: entityRef(t, t('dashboard-edit.filter-rootEntity')), _req: false },
    { direction: { type: 'string', title: t('dashboard-edit.filter-direction'), enum: ['FROM', 'TO'] } as JsonSchema, _req: true },
    { maxLevel: { type: 'integer', title: t('dashboard-edit.filter-maxLevel'), minimum: 1, maximum: 100 } as JsonSchema, _req: false },
    { fetchLastLevelOnly: { type: 'boolean', title: t('dashboard-edit.filter-fetchLastLevelOnly') } as JsonSchema, _req: false },
  ];
  const types = (key: string) => ({ [key]: { type: 'array', title: t('dashboard-edit.filter-subtypes'), items: { type: 'string', title: t('dashboard-edit.filter-subtype') } } as JsonSchema, _req: false });
  switch (type) {
    case 'singleEntity': return props({ singleEntity: entityRef(t, t('dashboard-edit.filter-singleEntity')), _req: true });
    case 'entityList': return props(entityType, { entityList: { type: 'array', title: t('dashboard-edit.filter-entityList'), items: { type: 'string', title: t('dashboard-edit.entity-id'), minLength: 36, maxLength: 36 } } as JsonSchema, _req: true });
    case 'entityName': return props(entityType, text('entityNameFilter', true));
    case 'stateEntity': return props(text('stateEntityParamName'), { defaultStateEntity: entityRef(t, t('dashboard-edit.filter-defaultStateEntity')), _req: false });
    case 'assetType': return props(text('assetType', true), text('assetNameFilter'));
    case 'deviceType': return props(text('deviceType', true), text('deviceNameFilter'));
    case 'entityViewType': return props(text('entityViewType', true), text('entityViewNameFilter'));
    case 'edgeType': return props(text('edgeType', true), text('edgeNameFilter'));
    case 'apiUsageState': return { type: 'object', properties: {} };
    case 'relationsQuery': return props(...stateParam, { filters: relationFiltersSchema(t), _req: false });
    case 'assetSearchQuery': return props(...stateParam, text('relationType'), types('assetTypes'));
    case 'deviceSearchQuery': return props(...stateParam, text('relationType'), types('deviceTypes'));
    case 'entityViewSearchQuery': return props(...stateParam, text('relationType'), types('entityViewTypes'));
    default: return props(...stateParam, text('relationType'), types('edgeTypes'));
  }
}

/** The alias dialog's parts: name and resolve-multiple, then the chosen filter type's members. */
export function aliasParts(t: TFunction, aliasId: string, alias: Json, type: string): SchemaPart[] {
  const head: JsonSchema = {
    type: 'object',
    required: ['alias'],
    properties: {
      alias: { type: 'string', title: t('dashboard-edit.alias-name'), maxLength: 255 },
      resolveMultiple: { type: 'boolean', title: t('dashboard-edit.resolve-multiple') },
    },
  };
  const base = `configuration.entityAliases.${aliasId}`;
  const filter = filterSchema(t, type);
  // A new single-entity alias starts on devices, so that its entity picker has entities to offer.
  const stored = type === 'singleEntity' && !record(alias.filter).singleEntity ? { ...record(alias.filter), singleEntity: { entityType: 'DEVICE' } } : record(alias.filter);
  const parts = [schemaPart(head, ['alias'], base, alias), schemaPart({ type: 'object', properties: { resolveMultiple: head.properties!.resolveMultiple } }, ['resolveMultiple'], `${base}.filter`, record(alias.filter))];
  if (Object.keys(filter.properties ?? {}).length) parts.push(schemaPart(filter, ['*'], `${base}.filter`, stored, t(ALIAS_TYPE_LABELS[type as (typeof ALIAS_TYPES)[number]] ?? type)));
  return parts;
}

/** The alias as saved: its id, name, and the filter of the chosen type with only that type's members. */
export function aliasFrom(aliasId: string, type: string, models: Json[]): Json {
  const [head, multiple, members] = models;
  return { id: aliasId, alias: head.alias, filter: { ...(members ?? {}), type, resolveMultiple: multiple.resolveMultiple === true } };
}

/** Filter members the type does not have are dropped when the type changes. */
export function storedForType(alias: Json, type: string): Json {
  const filter = record(alias.filter);
  return filter.type === type ? alias : { ...alias, filter: { type, resolveMultiple: filter.resolveMultiple === true } };
}

/** The key filters of a dashboard filter (upstream's filter dialog), as a schema form. */
export function filterParts(t: TFunction, filterId: string, filter: Json): SchemaPart[] {
  const schema: JsonSchema = {
    type: 'object',
    required: ['filter'],
    properties: {
      filter: { type: 'string', title: t('dashboard-edit.filter-name'), maxLength: 255 },
      keyFilters: {
        type: 'array',
        title: t('dashboard-edit.key-filters'),
        items: {
          type: 'object',
          properties: {
            key: { type: 'object', title: t('dashboard-edit.key-name'), required: ['type', 'key'], properties: { type: { type: 'string', title: t('dashboard-edit.key-type'), enum: ['ATTRIBUTE', 'CLIENT_ATTRIBUTE', 'SHARED_ATTRIBUTE', 'SERVER_ATTRIBUTE', 'TIME_SERIES', 'ENTITY_FIELD', 'ALARM_FIELD', 'CONSTANT'] }, key: { type: 'string', title: t('dashboard-edit.key-name') } } },
            valueType: { type: 'string', title: t('dashboard-edit.value-type'), enum: ['STRING', 'NUMERIC', 'BOOLEAN', 'DATE_TIME'] },
            predicate: predicateSchema(t),
          },
        },
      },
    },
  };
  const part = schemaPart(schema, ['filter', 'keyFilters'], `configuration.filters.${filterId}`, filter);
  return [{ ...part, fields: withChoiceLabels(t, part.fields) }];
}

/** The filter as saved: each key filter's predicate typed by its value type. */
export function filterFrom(stored: Json, model: Json): Json {
  const keyFilters = (Array.isArray(model.keyFilters) ? model.keyFilters : []).map((f) => {
    const keyFilter = record(f);
    return { ...keyFilter, predicate: typedPredicate(keyFilter.predicate, String(keyFilter.valueType ?? 'STRING')) };
  });
  return { ...stored, ...model, keyFilters };
}
