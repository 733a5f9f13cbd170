import type { TFunction } from 'i18next';
import type { JsonSchema, SchemaField } from '../../domain/schema-form/schema-types.ts';
import { OPERATION_LABELS } from '../../../views/parts/filter-operations.ts';
import { record, type Json } from '../json-read.ts';

/** Complex predicates nest this deep in the form (upstream's complex filter dialog nests without end; two levels cover its uses). */
const NESTING = 2;
const PREDICATE_TYPES = ['STRING', 'NUMERIC', 'BOOLEAN', 'COMPLEX'];
const COMPLEX_OPERATIONS: Record<string, string> = { AND: 'filter.operation.and', OR: 'filter.operation.or' };
const TYPE_LABELS: Record<string, string> = {
  STRING: 'profiles.filter.value-type.string', NUMERIC: 'profiles.filter.value-type.numeric', BOOLEAN: 'profiles.filter.value-type.boolean',
  COMPLEX: 'filter.complex-filter', DATE_TIME: 'profiles.filter.value-type.date-time',
};
const SOURCE_LABELS: Record<string, string> = {
  CURRENT_TENANT: 'profiles.filter.current-tenant', CURRENT_CUSTOMER: 'profiles.filter.current-customer', CURRENT_USER: 'filter.current-user', CURRENT_DEVICE: 'profiles.filter.current-device',
};
export const ENTITY_TYPES = ['DEVICE', 'ASSET', 'ENTITY_VIEW', 'TENANT', 'CUSTOMER', 'USER', 'DASHBOARD', 'EDGE'];

/** A key filter's predicate as a form (upstream's filter predicate editors): its type, operation, value or nested predicates. */
export function predicateSchema(t: TFunction, depth = NESTING): JsonSchema {
  const properties: Record<string, JsonSchema> = {
    type: { type: 'string', title: t('profiles.filter.value-type.value-type'), enum: PREDICATE_TYPES },
    operation: { type: 'string', title: t('profiles.filter.operation.operation'), enum: [...Object.keys(OPERATION_LABELS), ...Object.keys(COMPLEX_OPERATIONS)] },
    ignoreCase: { type: 'boolean', title: t('profiles.filter.ignore-case') },
    value: {
      type: 'object',
      title: t('profiles.filter.value'),
      properties: {
        defaultValue: { type: 'string', title: t('filter.default-value'), maxLength: 1024 },
        dynamicValue: {
          type: 'object',
          title: t('filter.dynamic-value'),
          properties: {
            sourceType: { type: 'string', title: t('profiles.filter.dynamic-source-type'), enum: Object.keys(SOURCE_LABELS) },
            sourceAttribute: { type: 'string', title: t('profiles.filter.source-attribute'), maxLength: 255 },
            inherit: { type: 'boolean', title: t('profiles.filter.inherit-owner') },
          },
        },
      },
    },
  };
  if (depth > 0) properties.predicates = { type: 'array', title: t('filter.nested-predicates'), items: predicateSchema(t, depth - 1) };
  return { type: 'object', title: t('dashboard-edit.predicate'), required: ['type', 'operation'], properties };
}

/** The relations query's relation filters as a form: a relation type and the entity types it leads to. */
export function relationFiltersSchema(t: TFunction): JsonSchema {
  return {
    type: 'array',
    title: t('dashboard-edit.filter-filters'),
    items: {
      type: 'object',
      properties: {
        relationType: { type: 'string', title: t('relation.relation-type'), maxLength: 255 },
        entityTypes: { type: 'array', title: t('entity.entity-types'), items: { type: 'string', title: t('dashboard-edit.entity-type'), enum: ENTITY_TYPES } },
      },
    },
  };
}

/** The selects' choices named in the language (operations, predicate and value types, dynamic sources), at any depth. */
export function withChoiceLabels(t: TFunction, fields: SchemaField[]): SchemaField[] {
  const labels: Record<string, Record<string, string>> = {
    operation: { ...OPERATION_LABELS, ...COMPLEX_OPERATIONS }, type: TYPE_LABELS, valueType: TYPE_LABELS, sourceType: SOURCE_LABELS,
  };
  return fields.map((f) => {
    const member = f.path.split('.').pop() ?? '';
    const named = f.kind === 'select' && labels[member] ? { ...f, choices: f.choices.map((c) => ({ ...c, label: labels[member][c.value] ? t(labels[member][c.value]) : c.label })) } : f;
    return { ...named, children: withChoiceLabels(t, named.children), item: named.item ? withChoiceLabels(t, [named.item])[0] : named.item };
  });
}

/** A predicate read from its form: its default value typed by the key's value type (the form sends text), members of other types dropped. */
export function typedPredicate(predicate: unknown, valueType: string): Json {
  const p = record(predicate);
  const out: Json = { ...p };
  if (p.type === 'COMPLEX') {
    delete out.value;
    delete out.ignoreCase;
    out.predicates = (Array.isArray(p.predicates) ? p.predicates : []).map((inner) => typedPredicate(inner, valueType));
    return out;
  }
  delete out.predicates;
  const value = record(p.value);
  const text = value.defaultValue;
  const typed = typeof text !== 'string' ? text
    : valueType === 'NUMERIC' || valueType === 'DATE_TIME' ? (text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text)
    : valueType === 'BOOLEAN' ? text === 'true'
    : text;
  out.value = { ...value, defaultValue: typed };
  // A dynamic value without its source is none (its check box alone posts a `false`).
  if (!record(value.dynamicValue).sourceType) delete (out.value as Record<string, unknown>).dynamicValue;
  if (p.type !== 'STRING') delete out.ignoreCase;
  return out;
}
