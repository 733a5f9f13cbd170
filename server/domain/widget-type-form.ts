import type { WidgetDescriptor, WidgetTypeDetails } from '../platform/types/widgets-bundle.ts';
import { isWidgetKind, kindOf } from './widget-kinds.ts';

// The widget editor's form, named by the widget type's JSON paths: its name, and the descriptor's type, code and
// schemas (text, as the platform stores them).

/** The descriptor members the editor edits as code, with their editor's language. */
export const CODE_FIELDS = [
  { path: 'descriptor.templateHtml', member: 'templateHtml', label: 'widget.html', language: 'html' },
  { path: 'descriptor.templateCss', member: 'templateCss', label: 'widget.css', language: 'css' },
  { path: 'descriptor.controllerScript', member: 'controllerScript', label: 'widget.javascript', language: 'javascript' },
  { path: 'descriptor.settingsSchema', member: 'settingsSchema', label: 'widget.settings-schema', language: 'json' },
  { path: 'descriptor.dataKeySettingsSchema', member: 'dataKeySettingsSchema', label: 'widget.datakey-settings-schema', language: 'json' },
  { path: 'descriptor.defaultConfig', member: 'defaultConfig', label: 'widget.default-config', language: 'json' },
] as const;

export type WidgetForm = Record<string, string>;
export type WidgetFormErrors = Record<string, string>;

/** The form's values of a widget type. */
export function formOf(type: Pick<WidgetTypeDetails, 'name' | 'descriptor'>): WidgetForm {
  const form: WidgetForm = { name: type.name ?? '', 'descriptor.type': kindOf(type.descriptor) };
  for (const field of CODE_FIELDS) {
    const value = type.descriptor?.[field.member];
    form[field.path] = typeof value === 'string' ? value : value === undefined || value === null ? '' : JSON.stringify(value, null, 2);
  }
  return form;
}

const text = (value: unknown): string => (Array.isArray(value) ? text(value[0]) : typeof value === 'string' ? value : '');

function jsonProblem(source: string): boolean {
  if (source.trim() === '') return false;
  try {
    const value = JSON.parse(source) as unknown;
    return typeof value !== 'object' || value === null || Array.isArray(value);
  } catch {
    return true;
  }
}

/** The posted form, and the message key of each field that is wrong. */
export function readForm(body: Record<string, unknown>): { form: WidgetForm; errors: WidgetFormErrors } {
  const form: WidgetForm = { name: text(body.name), 'descriptor.type': text(body['descriptor.type']) };
  for (const field of CODE_FIELDS) form[field.path] = text(body[field.path]).replace(/\r\n/g, '\n');
  const errors: WidgetFormErrors = {};
  if (form.name.trim() === '') errors.name = 'widget.title-required';
  else if (form.name.length > 255) errors.name = 'widget.title-max-length';
  if (!isWidgetKind(form['descriptor.type'])) errors['descriptor.type'] = 'widget.type-required';
  for (const field of CODE_FIELDS) if (field.language === 'json' && jsonProblem(form[field.path])) errors[field.path] = 'widget.invalid-json-object';
  return { form, errors };
}

/** The widget type the platform is sent: the form written onto the stored one (members the editor does not show kept). */
export function applyWidgetForm(stored: WidgetTypeDetails, form: WidgetForm): WidgetTypeDetails {
  const descriptor: WidgetDescriptor = { ...stored.descriptor, type: form['descriptor.type'] as WidgetDescriptor['type'] };
  for (const field of CODE_FIELDS) descriptor[field.member] = form[field.path];
  return { ...stored, name: form.name.trim(), descriptor };
}
