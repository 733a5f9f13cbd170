import type { TFunction } from 'i18next';
import { fieldsOf } from '../../domain/schema-form/schema-fields.ts';
import { changeItems, inputOf, markdownModeSwitched, readSchemaForm, SCHEMA_ADD, SCHEMA_REMOVE, type FormInput } from '../../domain/schema-form/schema-read.ts';
import type { FieldProblem, FormEntry, JsonSchema, SchemaField } from '../../domain/schema-form/schema-types.ts';
import { record, type Json } from '../json-read.ts';

/** One schema form of a dialog: its fields, the JSON path they edit, and the stored members there. */
export interface SchemaPart {
  legend?: string;
  base: string;
  fields: SchemaField[];
  stored: Json;
}

export function schemaPart(schema: JsonSchema, form: (string | FormEntry)[], base: string, stored: unknown, legend?: string): SchemaPart {
  return { legend, base, fields: fieldsOf(schema, form), stored: record(stored) };
}

export const partsInput = (parts: SchemaPart[]): FormInput => Object.assign({}, ...parts.map((p) => inputOf(p.fields, p.stored, p.base)));

export type PartsPost =
  | { kind: 'again'; input: FormInput; errors: Record<string, FieldProblem> }
  | { kind: 'read'; models: Json[] };

/** The search button of an entity picker (views/parts/picker.tsx). */
const PICKER_SEARCH = '_search';

/** A posted schema dialog: an item added or removed, refused input (both shown again), or each part's new members. */
export function readParts(parts: SchemaPart[], body: Record<string, string>): PartsPost & { status?: number } {
  const input = Object.fromEntries(Object.entries(body).filter(([k]) => !k.startsWith('_') && k !== 'state'));
  if (body[SCHEMA_ADD] !== undefined || body[SCHEMA_REMOVE] !== undefined) return { kind: 'again', input: changeItems(input, { add: body[SCHEMA_ADD], remove: body[SCHEMA_REMOVE] }), errors: {} };
  // An entity picker's search without JavaScript: the form again, its choices narrowed.
  if (body[PICKER_SEARCH] !== undefined || markdownModeSwitched(input)) return { kind: 'again', input, errors: {} };
  const read = parts.map((p) => readSchemaForm(p.fields, input, p.stored, p.base));
  const errors = Object.assign({}, ...read.map((r) => r.errors));
  if (Object.keys(errors).length) return { kind: 'again', input, errors, status: 400 };
  return { kind: 'read', models: read.map((r) => r.model) };
}

/** A layout's grid settings (upstream's layout settings dialog). */
export function gridPart(t: TFunction, base: string, stored: unknown, legend: string): SchemaPart {
  const schema: JsonSchema = {
    type: 'object',
    required: ['columns'],
    properties: {
      columns: { type: 'integer', title: t('dashboard-edit.columns'), minimum: 10, maximum: 1000 },
      margin: { type: 'integer', title: t('dashboard-edit.margin'), minimum: 0, maximum: 50 },
      outerMargin: { type: 'boolean', title: t('dashboard-edit.outer-margin') },
      backgroundColor: { type: 'string', title: t('dashboard-edit.background-colour') },
      backgroundImageUrl: { type: 'string', title: t('dashboard-edit.background-image') },
      autoFillHeight: { type: 'boolean', title: t('dashboard-edit.auto-fill-height') },
      mobileRowHeight: { type: 'integer', title: t('dashboard-edit.mobile-row-height'), minimum: 5, maximum: 200 },
      mobileAutoFillHeight: { type: 'boolean', title: t('dashboard-edit.mobile-auto-fill-height') },
    },
  };
  const g = record(stored);
  // Upstream stores 24 columns and a margin of 10 when the dialog has never been applied.
  const withDefaults = { columns: 24, margin: 10, outerMargin: true, mobileRowHeight: 70, ...g };
  return schemaPart(schema, ['columns', 'margin', 'outerMargin', { key: 'backgroundColor', type: 'color' }, 'backgroundImageUrl', 'autoFillHeight', 'mobileRowHeight', 'mobileAutoFillHeight'], base, withDefaults, legend);
}

/** The dashboard's settings (upstream's dashboard settings dialog) and its title. */
export function settingsParts(t: TFunction, title: string, settings: unknown): SchemaPart[] {
  const titleSchema: JsonSchema = { type: 'object', required: ['title'], properties: { title: { type: 'string', title: t('dashboard.title'), maxLength: 255 } } };
  const schema: JsonSchema = {
    type: 'object',
    properties: {
      stateControllerId: { type: 'string', title: t('dashboard-edit.state-controller'), enum: ['entity', 'default'] },
      showTitle: { type: 'boolean', title: t('dashboard-edit.display-title') },
      titleColor: { type: 'string', title: t('dashboard-edit.title-colour') },
      hideToolbar: { type: 'boolean', title: t('dashboard-edit.hide-toolbar') },
      toolbarAlwaysOpen: { type: 'boolean', title: t('dashboard-edit.toolbar-always-open') },
      showDashboardsSelect: { type: 'boolean', title: t('dashboard-edit.display-dashboards-selection') },
      showEntitiesSelect: { type: 'boolean', title: t('dashboard-edit.display-entities-selection') },
      showFilters: { type: 'boolean', title: t('dashboard-edit.display-filters') },
      showDashboardTimewindow: { type: 'boolean', title: t('dashboard-edit.display-timewindow') },
      showDashboardExport: { type: 'boolean', title: t('dashboard-edit.display-export') },
      dashboardCss: { type: 'string', title: t('dashboard-edit.dashboard-css') },
    },
  };
  const s = { stateControllerId: 'entity', showDashboardTimewindow: true, showDashboardExport: true, showDashboardsSelect: true, showEntitiesSelect: true, showFilters: true, toolbarAlwaysOpen: true, ...record(settings) };
  const form: (string | FormEntry)[] = ['stateControllerId', 'showTitle', { key: 'titleColor', type: 'color' }, 'hideToolbar', 'toolbarAlwaysOpen', 'showDashboardsSelect', 'showEntitiesSelect', 'showFilters', 'showDashboardTimewindow', 'showDashboardExport', { key: 'dashboardCss', type: 'css' }];
  return [schemaPart(titleSchema, ['title'], '', { title }), schemaPart(schema, form, 'configuration.settings', s)];
}
