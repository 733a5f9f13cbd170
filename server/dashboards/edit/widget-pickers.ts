import { COLOUR_FORM } from '../../../views/parts/pickers/colour-picker-dialog.tsx';
import type { WidgetPickerDialogProps } from '../../../views/dashboard/edit/widget-picker-dialog.tsx';
import { checkColour, chosenColour } from '../../domain/pickers/colour.ts';
import { checkIconName, pickerIcons } from '../../domain/pickers/icons.ts';
import { pickerFieldAt } from '../../domain/schema-form/schema-picker-field.ts';
import type { FormInput } from '../../domain/schema-form/schema-read.ts';
import { materialIconNames } from '../material-icons.ts';
import type { WidgetDialogData } from './widget-dialog-data.ts';

// The colour and icon picker dialogs of the edit-widget dialog's fields: which field an address names, the dialog it
// shows, and what a choice posted to it writes into the dialog's kept input.

const base = (widgetId: string) => `configuration.widgets.${widgetId}.config`;

export type PickerDialogView = Pick<WidgetPickerDialogProps, 'name' | 'kind' | 'value' | 'text' | 'error' | 'icons'>;

/** The picker field of the widget's dialog posted as `name` (its general part or its type's settings), or null. */
export function widgetPickerKind(data: WidgetDialogData, widgetId: string, name: string): 'color' | 'icon' | null {
  const field = pickerFieldAt(data.general, base(widgetId), name) ?? (data.settings ? pickerFieldAt(data.settings, `${base(widgetId)}.settings`, name) : null);
  return field?.kind === 'color' || field?.kind === 'icon' ? field.kind : null;
}

/** The picker dialog for the field as the address asks it (the icon picker's search `q` and 'show all' toggle). */
export function pickerDialogView(kind: 'color' | 'icon', name: string, input: FormInput, search: { q?: string; all?: string }): PickerDialogView {
  const value = input[name] ?? '';
  if (kind === 'color') return { name, kind, value };
  const all = search.all === 'true';
  const query = search.q ?? '';
  return { name, kind, value, icons: { all, query, icons: pickerIcons(materialIconNames(), { all, query }) } };
}

export type PickerChoice = { ok: true; input: FormInput } | { ok: false; dialog: PickerDialogView };

/** A choice posted from the field's picker dialog: the input with the field set, or the dialog again with the refusal. */
export function choosePicked(kind: 'color' | 'icon', name: string, input: FormInput, body: Record<string, string>, t: (key: string) => string): PickerChoice {
  if (kind === 'color') {
    const initial = input[name] ?? '';
    const text = chosenColour({ text: body.color ?? '', initial, hex: body[COLOUR_FORM.hex] ?? '', alpha: body[COLOUR_FORM.alpha] ?? '', preset: body[COLOUR_FORM.preset] ?? '' });
    const check = checkColour(text, true);
    if (check.ok) return { ok: true, input: { ...input, [name]: check.value! } };
    return { ok: false, dialog: { name, kind, value: initial, text, error: t(check.key) } };
  }
  const check = checkIconName(body.icon ?? '', materialIconNames(), true);
  if (check.ok) return { ok: true, input: { ...input, [name]: check.value! } };
  return { ok: false, dialog: pickerDialogView(kind, name, input, {}) };
}
