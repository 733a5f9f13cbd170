import type { FastifyRequest } from 'fastify';
import { widgetsBundlesApi } from '../../platform/api/widgets-bundles.ts';
import { isPlatformError } from '../../platform/platform-error.ts';
import { readSchemaFormDef } from '../../domain/schema-form/schema-fields.ts';
import { changeItems, inputOf, markdownModeSwitched, readSchemaForm, SCHEMA_ADD, SCHEMA_REMOVE, type FormInput } from '../../domain/schema-form/schema-read.ts';
import type { FieldProblem, SchemaField } from '../../domain/schema-form/schema-types.ts';
import { readDashboardConfig } from '../read-dashboard.ts';
import { record, text, type Json } from '../json-read.ts';
import { stateList, widgetOf } from './edit-config.ts';
import { widgetFormDef, withActionIds } from './widget-form.ts';
import type { DraftView } from './edit-draft.ts';
import { keySuggestions } from './key-suggestions.ts';

const base = (widgetId: string) => `configuration.widgets.${widgetId}.config`;

export interface WidgetDialogData {
  widget: Json;
  general: SchemaField[];
  settings: SchemaField[] | null;
  /** The key picker's suggestions. */
  keys: string[];
}

/** The widget type's settings form, or null when the type has none (or the platform no longer has the type). */
async function settingsFields(request: FastifyRequest, widget: Json): Promise<SchemaField[] | null> {
  try {
    const type = await widgetsBundlesApi.getWidgetTypeByAlias(request.platform, text(widget.bundleAlias), text(widget.typeAlias), widget.isSystemType !== false);
    return readSchemaFormDef(type.descriptor?.settingsSchema)?.fields ?? null;
  } catch (err) {
    if (isPlatformError(err) && err.status === 404) return null;
    throw err;
  }
}

/** What the widget dialog draws for a widget of the draft; null when the draft has no such widget. */
export async function widgetDialogData(request: FastifyRequest, draft: DraftView, widgetId: string): Promise<WidgetDialogData | null> {
  const widget = widgetOf(draft.config, widgetId);
  if (!widget) return null;
  const config = readDashboardConfig(draft.config);
  const { fields } = widgetFormDef({
    t: request.view().t,
    aliases: [...config.aliases.values()].map((a) => ({ id: a.id, name: a.alias })),
    states: stateList(draft.config),
    config: record(widget.config),
  });
  const [settings, keys] = await Promise.all([settingsFields(request, widget), keySuggestions(request, record(widget.config), config.aliases)]);
  return { widget, general: fields, settings, keys };
}

/** The dialog's input for the widget as stored. */
export function storedInput(data: WidgetDialogData, widgetId: string): FormInput {
  const config = record(data.widget.config);
  return { ...inputOf(data.general, config, base(widgetId)), ...(data.settings ? inputOf(data.settings, record(config.settings), `${base(widgetId)}.settings`) : {}) };
}

export type WidgetPost =
  | { kind: 'again'; input: FormInput }
  | { kind: 'refused'; input: FormInput; errors: Record<string, FieldProblem> }
  | { kind: 'read'; widget: Json };

/** A posted widget dialog: an item added or removed (shown again), refused input, or the widget changed. */
/** The dialog's fields of a posted form (named by their path in the dashboard). */
export function postedInput(body: Record<string, string>): FormInput {
  return Object.fromEntries(Object.entries(body).filter(([k]) => k.startsWith('configuration.')));
}

export function readWidgetPost(data: WidgetDialogData, widgetId: string, body: Record<string, string>): WidgetPost {
  const input = postedInput(body);
  if (body[SCHEMA_ADD] !== undefined || body[SCHEMA_REMOVE] !== undefined) return { kind: 'again', input: changeItems(input, { add: body[SCHEMA_ADD], remove: body[SCHEMA_REMOVE] }) };
  if (markdownModeSwitched(input)) return { kind: 'again', input };
  const config = record(data.widget.config);
  const general = readSchemaForm(data.general, input, config, base(widgetId));
  const settings = data.settings ? readSchemaForm(data.settings, input, record(config.settings), `${base(widgetId)}.settings`) : { model: record(config.settings), errors: {} };
  const errors = { ...general.errors, ...settings.errors };
  if (Object.keys(errors).length) return { kind: 'refused', input, errors };
  const next = withActionIds({ ...general.model, settings: settings.model });
  return { kind: 'read', widget: { ...data.widget, config: next } };
}
