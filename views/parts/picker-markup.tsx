import { markupTemplates } from '../markup-cache.tsx';
import type { ViewContext } from '../view-context.tsx';
import type { PickerView } from '../../server/domain/entity-view.ts';
import { EntityPicker } from './picker.tsx';
import { optionLabel } from './picker-choices.tsx';

// A list's filter picker on every list page: its shape rendered by React once per language and picker (name, label,
// empty choice...), its options and search text put in; each option once per language and whether it is chosen.
const templates = markupTemplates();

// React marks the chosen option from its select's value: an option's template is rendered inside a select, cut out.
const SELECT_OPEN = '<select>';
const SELECT_CLOSE = '</select>';

/** An `<option>` of a select whose value is `chosen`'s, as React writes it there. */
export function optionMarkup(view: ViewContext, value: string, label: string, chosen: boolean): string {
  const element = (valueSlot: string, labelSlot: string) => (
    <select defaultValue={chosen ? valueSlot : undefined}>
      <option value={valueSlot}>{labelSlot}</option>
    </select>
  );
  const html = templates(view, [chosen ? 'chosen option' : 'option'], element, value, label);
  return html.slice(SELECT_OPEN.length, html.length - SELECT_CLOSE.length);
}

/** `PickerOptions` inside `EntityPicker`'s select, as markup: the chosen first, the empty choice, the others. */
function optionsMarkup(view: ViewContext, picker: PickerView): string {
  const value = picker.selected[0] ?? '';
  let chosen = '';
  let others = '';
  for (const o of picker.options) {
    if (picker.selected.includes(o.value)) chosen += optionMarkup(view, o.value, optionLabel(view.t, o), o.value === value);
    else others += optionMarkup(view, o.value, optionLabel(view.t, o), o.value === value);
  }
  const empty = !picker.required || chosen === '' ? optionMarkup(view, '', picker.emptyLabel ?? '', value === '') : '';
  return chosen + empty + others;
}

/** `<EntityPicker picker={picker} />` without React (a list's filter). */
export function entityPickerMarkup(view: ViewContext, picker: PickerView): string {
  const element = (options: string, search: string) => <EntityPicker picker={{ ...picker, search }} options={options} />;
  const { kind, name, label, required, emptyLabel, owner, ownerField, kindFrom, error } = picker;
  const keys = [kind, name, label, required ? 'required' : '', emptyLabel ?? '\u0000', owner ?? '', ownerField ?? '', kindFrom ?? '', error ?? ''];
  return templates(view, keys, element, { __html: optionsMarkup(view, picker) }, picker.search);
}
