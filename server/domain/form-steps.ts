import type { FieldDef, FieldErrors, FormDef } from './entity-form.ts';

/*
 * A form added in steps (the device profile's add dialog, the add-device wizard): the steps are translation keys in
 * order, each field belongs to one, and Back and Next are submit buttons that post the whole form.
 */

/** The body members of a stepped form's Back and Next buttons (the step to show) and of the step shown. */
export const STEP_TO = '_step';
export const STEP_AT = '_at';

/** The step a field belongs to. */
export function stepOf(form: FormDef, field: FieldDef): string | undefined {
  return field.step ?? form.steps?.[0];
}

/**
 * The step a stepped add form shows: the one asked for (`_step`), unless it lies ahead of the step posted from
 * (`_at`) and that one has messages; after a failed save, the first step with a message.
 */
export function stepShown(form: FormDef, asked: Record<string, unknown>, errors: FieldErrors): string | undefined {
  const steps = form.steps;
  if (!steps?.length) return undefined;
  const failing = steps.find((s) => form.fields.some((f) => stepOf(form, f) === s && Object.keys(errors).some((e) => e === f.path || e.startsWith(`${f.path}.`))));
  const to = steps.find((s) => s === asked[STEP_TO]);
  const at = steps.find((s) => s === asked[STEP_AT]);
  if (!to) return at ?? failing ?? steps[0];
  if (at && steps.indexOf(to) > steps.indexOf(at) && failing && steps.indexOf(failing) <= steps.indexOf(at)) return failing;
  return to;
}
