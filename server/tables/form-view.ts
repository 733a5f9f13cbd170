import type { FastifyRequest } from 'fastify';
import { isRequired, isShown, type FieldErrors, type FormDef, type FormInput } from '../domain/entity-form.ts';
import type { FormView, PickerView } from '../domain/entity-view.ts';
import { pickerView } from './pickers.ts';

/** The body member that asks a form to narrow one picker instead of saving (its no-JavaScript search button). */
export const PICKER_SEARCH = '_search';

/** The no-JavaScript search text of the picker filling `name`. */
export function searchField(name: string): string {
  return `${name}.search`;
}

/** The search text of each picker of a form, as the body (or query) carries it. */
export function pickerSearches(form: FormDef, source: Record<string, unknown>): Record<string, string> {
  const searches: Record<string, string> = {};
  for (const field of form.fields) {
    const value = source[searchField(field.path)];
    if (field.control.kind === 'picker' && typeof value === 'string') searches[field.path] = value;
  }
  return searches;
}

/** An entity form as the views draw it (messages translated), its pickers' choices read from the platform. */
export async function formView(
  request: FastifyRequest,
  form: FormDef,
  input: FormInput,
  options: { errors?: FieldErrors; formError?: string; searches?: Record<string, string>; disabled?: boolean; within?: string; step?: string } = {},
): Promise<FormView> {
  const { t } = request.view();
  const errors: FieldErrors = Object.fromEntries(Object.entries(options.errors ?? {}).map(([path, key]) => [path, t(key)]));
  const pickers: Record<string, PickerView> = {};
  const offers: Record<string, unknown> = {};
  await Promise.all(
    form.fields.map(async (field) => {
      if (field.control.kind === 'structured' && field.control.editor.load && isShown(field, input)) offers[field.path] = await field.control.editor.load(request);
      if (field.control.kind !== 'picker') return;
      const value = input[field.path];
      pickers[field.path] = await pickerView(request, {
        kind: field.control.picker,
        name: field.path,
        label: t(field.label),
        selected: typeof value === 'string' && value ? [value] : [],
        search: options.searches?.[field.path],
        required: isRequired(field),
        error: errors[field.path],
        readOnly: options.disabled,
        within: options.within,
      });
    }),
  );
  const steps = options.step && form.steps ? form.steps.map((key) => ({ key, label: t(key) })) : undefined;
  return { fields: form.fields, input, errors, formError: options.formError, pickers, offers, disabled: options.disabled ?? false, steps, step: steps ? options.step : undefined };
}
