import type { FastifyRequest } from 'fastify';
import { isCompound, targetParts } from '../domain/compound-fields.ts';
import { isShown, type FieldControl, type FieldErrors, type FormDef, type FormInput } from '../domain/entity-form.ts';
import { isRequired } from '../domain/form-validators.ts';
import type { CompoundView, FormView, PickerView } from '../domain/entity-view.ts';
import { platformBranches } from './branches.ts';
import { compoundView } from './compound-views.ts';
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
    // A target field's picker is named after its id part.
    const value = source[searchField(field.control.kind === 'target' ? targetParts(field.path).id : field.path)];
    if ((field.control.kind === 'picker' || field.control.kind === 'target') && typeof value === 'string') searches[field.path] = value;
  }
  return searches;
}

/** What owned pickers may list within: the place's customer (or tenant), and the entity the form is of (once saved). */
export interface FormOwners {
  place?: string;
  entity?: string;
}

/** The owner an owned picker lists within, as its field says (the place, the entity, or another field's value). */
function ownerOf(control: Extract<FieldControl, { kind: 'picker' }>, input: FormInput, owners: FormOwners = {}): string | undefined {
  const { owner } = control;
  if (owner === undefined) return undefined;
  if (owner === 'place') return owners.place;
  if (owner === 'entity') return owners.entity;
  const value = input[owner.field];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** An entity form as the views draw it (messages translated), its pickers' choices read from the platform. */
export async function formView(
  request: FastifyRequest,
  form: FormDef,
  input: FormInput,
  options: { errors?: FieldErrors; formError?: string; searches?: Record<string, string>; disabled?: boolean; owners?: FormOwners; step?: string } = {},
): Promise<FormView> {
  const { t } = request.view();
  const errors: FieldErrors = Object.fromEntries(Object.entries(options.errors ?? {}).map(([path, key]) => [path, t(key)]));
  const pickers: Record<string, PickerView> = {};
  const compounds: Record<string, CompoundView> = {};
  const offers: Record<string, unknown> = {};
  // Asked once for all the form's branch fields (the auto-commit settings have one per entity type).
  let branches: ReturnType<typeof platformBranches> | undefined;
  await Promise.all(
    form.fields.map(async (field) => {
      const { control } = field;
      if (isCompound(control)) {
        compounds[field.path] = await compoundView(request, { ...field, control }, input, {
          search: options.searches?.[field.path],
          error: errors[field.path],
          readOnly: options.disabled,
        });
        return;
      }
      if (control.kind === 'structured' && control.editor.load && isShown(field, input)) offers[field.path] = await control.editor.load(request, options.owners?.entity);
      if (control.kind === 'branch' && !options.disabled) offers[field.path] = await (branches ??= platformBranches(request));
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
        owner: ownerOf(field.control, input, options.owners),
        ownerField: typeof field.control.owner === 'object' ? field.control.owner.field : undefined,
        emptyLabel: field.control.empty ? t(field.control.empty) : undefined,
      });
    }),
  );
  const steps = options.step && form.steps ? form.steps.map((key) => ({ key, label: t(key) })) : undefined;
  return { fields: form.fields, input, errors, formError: options.formError, pickers, compounds, offers, disabled: options.disabled ?? false, steps, step: steps ? options.step : undefined };
}
