import { randomUUID } from 'node:crypto';
import type { TFunction } from 'i18next';
import { fieldsOf } from '../../domain/schema-form/schema-fields.ts';
import type { FormEntry, JsonSchema, SchemaField } from '../../domain/schema-form/schema-types.ts';
import { record, type Json } from '../json-read.ts';

/** Where upstream's widgets take their actions from; a widget's own sources are added to these. */
const ACTION_SOURCES = ['headerButton'];
const ACTION_TYPES = ['openDashboardState', 'updateDashboardState', 'openDashboard', 'openURL', 'custom', 'customPretty', 'mobileAction'];
const DATASOURCE_TYPES = ['entity', 'entityCount', 'function'];
const KEY_TYPE_LABELS: Record<string, string> = {
  timeseries: 'dashboard-edit.key-type-timeseries', attribute: 'dashboard-edit.key-type-attribute', entityField: 'dashboard-edit.key-type-entityField',
  alarm: 'dashboard-edit.key-type-alarm', count: 'dashboard-edit.key-type-count', function: 'dashboard-edit.key-type-function',
};
const KEY_TYPES = Object.keys(KEY_TYPE_LABELS);

/** The id of the widget dialog's list of suggested keys (the keys of the entities its aliases find). */
export const KEY_SUGGESTIONS = 'widget-key-suggestions';

export interface WidgetFormContext {
  t: TFunction;
  aliases: { id: string; name: string }[];
  states: { id: string; name: string }[];
  /** The widget's configuration as stored (its action sources decide which are offered). */
  config: Json;
}

/**
 * The widget's own members in the widget dialog (title, data sources with their keys, target devices, actions), as a
 * JSON schema and form drawn and checked by the schema form; the type's settings have their own schema.
 */
export function widgetFormDef({ t, aliases, states, config }: WidgetFormContext): { schema: JsonSchema; fields: SchemaField[] } {
  const aliasIds = aliases.map((a) => a.id);
  const aliasMap = aliases.map((a) => ({ value: a.id, name: a.name }));
  const sources = [...new Set([...ACTION_SOURCES, ...Object.keys(record(config.actions))])];
  const action: JsonSchema = {
    type: 'object',
    required: ['name', 'type'],
    properties: {
      name: { type: 'string', title: t('dashboard-edit.action-name'), maxLength: 255 },
      icon: { type: 'string', title: t('dashboard-edit.action-icon') },
      type: { type: 'string', title: t('dashboard-edit.action-type'), enum: ACTION_TYPES },
      targetDashboardStateId: { type: 'string', title: t('dashboard-edit.target-state'), enum: states.map((s) => s.id) },
      setEntityId: { type: 'boolean', title: t('dashboard-edit.set-entity') },
      targetDashboardId: { type: 'string', title: t('dashboard-edit.target-dashboard') },
      url: { type: 'string', title: t('dashboard-edit.url') },
      openNewBrowserTab: { type: 'boolean', title: t('dashboard-edit.new-tab') },
    },
  };
  const schema: JsonSchema = {
    type: 'object',
    properties: {
      title: { type: 'string', title: t('dashboard.title'), maxLength: 255 },
      showTitle: { type: 'boolean', title: t('dashboard-edit.show-title') },
      datasources: {
        type: 'array',
        title: t('dashboard-edit.datasources'),
        items: {
          type: 'object',
          required: ['type'],
          properties: {
            type: { type: 'string', title: t('dashboard-edit.datasource-type'), enum: DATASOURCE_TYPES },
            entityAliasId: { type: 'string', title: t('dashboard-edit.alias'), enum: aliasIds },
            dataKeys: {
              type: 'array',
              title: t('dashboard-edit.data-keys'),
              items: {
                type: 'object',
                required: ['name', 'type'],
                properties: {
                  name: { type: 'string', title: t('dashboard-edit.key-name'), maxLength: 255 },
                  type: { type: 'string', title: t('dashboard-edit.key-type'), enum: KEY_TYPES },
                  label: { type: 'string', title: t('widget.entity-label') },
                  color: { type: 'string', title: t('dashboard-edit.colour') },
                  units: { type: 'string', title: t('dashboard-edit.units') },
                  decimals: { type: 'integer', title: t('dashboard-edit.decimals'), minimum: 0, maximum: 15 },
                },
              },
            },
          },
        },
      },
      targetDeviceAliasIds: { type: 'array', title: t('dashboard-edit.target-devices'), items: { type: 'string', enum: aliasIds } },
      actions: { type: 'object', title: t('dashboard-edit.actions'), properties: Object.fromEntries(sources.map((s) => [s, { type: 'array', title: s, items: action }])) },
    },
  };
  const keyTypes = KEY_TYPES.map((k) => ({ value: k, name: t(KEY_TYPE_LABELS[k]) }));
  const form: FormEntry[] = [
    { key: 'title' },
    { key: 'showTitle' },
    {
      key: 'datasources',
      items: [
        { key: 'datasources[].type' },
        { key: 'datasources[].entityAliasId', titleMap: aliasMap },
        { key: 'datasources[].dataKeys', items: [{ key: 'name', suggestions: KEY_SUGGESTIONS }, { key: 'type', titleMap: keyTypes }, { key: 'label' }, { key: 'color', type: 'color' }, { key: 'units' }, { key: 'decimals' }] },
      ],
    },
    ...(Array.isArray(config.targetDeviceAliasIds) || record(config).type === 'rpc' ? [{ key: 'targetDeviceAliasIds', items: [{ titleMap: aliasMap }] } as FormEntry] : []),
    { key: 'actions', items: sources.map((s) => ({ key: `actions.${s}`, items: [{ key: 'name' }, { key: 'icon', type: 'icon' }, { key: 'type' }, { key: 'targetDashboardStateId', titleMap: states.map((st) => ({ value: st.id, name: st.name })) }, { key: 'setEntityId' }, { key: 'targetDashboardId' }, { key: 'url' }, { key: 'openNewBrowserTab' }] })) },
  ];
  return { schema, fields: fieldsOf(schema, form) };
}

/** New actions get an id, as upstream gives each action one. */
export function withActionIds(config: Json): Json {
  const actions = record(config.actions);
  return {
    ...config,
    actions: Object.fromEntries(Object.entries(actions).map(([source, list]) => [source, (Array.isArray(list) ? list : []).map((a) => ({ ...record(a), id: typeof record(a).id === 'string' ? record(a).id : randomUUID() }))])),
  };
}
