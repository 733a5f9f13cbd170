import type { EntityId } from '../platform/types/ids.ts';
import { inputOfCompound, isCompound, readCompound, valueOfCompound } from './compound-fields.ts';
import { isShown, isUuid, parseJson, pickedValue, type FieldErrors, type FormDef, type FormInput } from './entity-form.ts';
import { check } from './form-validators.ts';
import { entryOf, firstString, FORM_EDIT, prefixed, rowIndexes } from './form-rows.ts';
import { phoneError, postedPhoneInput, savedPhone, storedPhoneInput } from './phone-field.ts';
import { readPath, writePath } from './json-path.ts';

/** What the form shows for an entity: each field's value read from its JSON path. */
export function formInputOf(form: FormDef, entity: object | null): FormInput {
  const input: FormInput = {};
  for (const field of form.fields) {
    const value = entity ? readPath(entity, field.path) : undefined;
    if (isCompound(field.control)) input[field.path] = inputOfCompound(field.control, value);
    else if (field.control.kind === 'list') {
      const { form: entryForm } = field.control;
      const entries = Array.isArray(value) ? value : [];
      entries.forEach((entry, index) => Object.assign(input, prefixed(formInputOf(entryForm, entry as object), `${field.path}.${index}`)));
    } else if (field.control.kind === 'checkbox') input[field.path] = value === undefined || value === null ? field.defaultChecked === true : value === true;
    else if (field.control.kind === 'phone') Object.assign(input, storedPhoneInput(field.path, typeof value === 'string' ? value : ''));
    else if (field.control.kind === 'picker') input[field.path] = field.control.byName ? (typeof value === 'string' ? value : '') : field.control.bareId ? (isUuid(value) ? value : '') : ((value as EntityId | null | undefined)?.id ?? '');
    else if (field.control.kind === 'json') input[field.path] = value === undefined || value === null ? '' : JSON.stringify(value, null, 2);
    else if (field.control.kind === 'structured') input[field.path] = value === undefined || value === null ? '' : JSON.stringify(value);
    else if (field.control.kind === 'password') input[field.path] = '';
    else input[field.path] = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : (field.initial ?? '');
  }
  return input;
}

/**
 * The one reader of an entity form's body (fields named by their JSON paths): the input as typed, kept for showing
 * the form again, and each failing field's message key. A picker's value that is not an id counts as empty.
 */
export function parseForm(form: FormDef, body: Record<string, unknown>): { input: FormInput; errors: FieldErrors } {
  const input: FormInput = {};
  const errors: FieldErrors = {};
  for (const field of form.fields) {
    if (field.control.kind === 'list') {
      for (const index of rowIndexes(body, field.path)) {
        const entry = parseForm(field.control.form, entryOf(body, field.path, index));
        Object.assign(input, prefixed(entry.input, `${field.path}.${index}`));
        Object.assign(errors, prefixed(entry.errors, `${field.path}.${index}`));
      }
      continue;
    }
    let value: string | boolean;
    if (isCompound(field.control)) value = readCompound(field.control, field.path, body);
    else if (field.control.kind === 'checkbox') value = firstString(body[field.path]) !== '';
    else if (field.control.kind === 'picker') value = pickedValue(field.control, firstString(body[field.path]));
    else if (field.control.kind === 'phone') {
      Object.assign(input, postedPhoneInput(field.path, (member) => firstString(body[member])));
      continue;
    } else if (field.control.kind === 'select' && typeof field.control.options !== 'function') {
      const posted = body[field.path] === undefined && field.initial !== undefined ? field.initial : firstString(body[field.path]);
      value = field.control.options.some((o) => o.value === posted) ? posted : '';
    } else if (field.control.kind === 'structured') value = JSON.stringify(field.control.editor.read(body, field.path, firstString(body[FORM_EDIT])) ?? null);
    else value = body[field.path] === undefined && field.initial !== undefined ? field.initial : firstString(body[field.path]);
    input[field.path] = value;
  }
  // Checked once all is read: a rule may depend on another field (the postal code on the country, `when`).
  for (const field of form.fields) {
    if (!isShown(field, input)) continue;
    if (field.control.kind === 'structured') Object.assign(errors, field.control.editor.check(parseJson(String(input[field.path])), field.path));
    const value = input[field.path];
    const error = field.control.kind === 'phone' ? phoneError(field.path, input, !field.control.optional) ?? check(field, value, input) : check(field, value, input);
    if (error) errors[field.path] = error;
  }
  if (form.crossCheck) for (const [path, message] of Object.entries(form.crossCheck(input))) errors[path] ??= message;
  return { input, errors };
}

/**
 * The entity the platform is sent: the valid input written at each field's path onto `base` (the stored entity when
 * editing, so members the form does not show are kept). Text is trimmed; a picker's id becomes `{entityType, id}`; a number field's text a number (empty: null).
 */
export function applyForm<T extends object>(form: FormDef, base: T, input: FormInput): T {
  let entity = base;
  for (const field of form.fields) {
    const value = input[field.path];
    const stored = readPath(base, field.path);
    if (field.readOnly && stored !== undefined && stored !== null && stored !== '') continue;
    if (isCompound(field.control)) {
      entity = writePath(entity, field.path, valueOfCompound(field.control, typeof value === 'string' ? value : ''));
    } else if (field.control.kind === 'list') {
      // Each entry onto the stored one at its index, so that members its form does not show are kept.
      const { form: entryForm } = field.control;
      const entries = rowIndexes(input, field.path).map((index) => {
        const at = Array.isArray(stored) && typeof stored[index] === 'object' && stored[index] !== null ? (stored[index] as object) : {};
        return applyForm(entryForm, at, entryOf(input, field.path, index));
      });
      entity = writePath(entity, field.path, entries);
    } else if (field.control.kind === 'picker') {
      const id = field.control.bareId || field.control.byName ? value || null : { entityType: field.control.entityType, id: value };
      entity = writePath(entity, field.path, value ? id : null);
    } else if (field.control.kind === 'phone') {
      entity = writePath(entity, field.path, savedPhone(field.path, input));
    } else if (field.control.kind === 'password') {
      // Masked secrets come back empty: only a typed password replaces the stored one.
      if (typeof value === 'string' && value !== '') entity = writePath(entity, field.path, value);
    } else if (field.control.kind === 'select' && value === '') {
      // The empty choice means "none": the platform's enums take null, not an empty name.
      entity = writePath(entity, field.path, null);
    } else if (field.control.kind === 'number') {
      entity = writePath(entity, field.path, typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : null);
    } else if (field.control.kind === 'structured') {
      const parsed = typeof value === 'string' && value.trim() !== '' ? parseJson(value) : null;
      entity = writePath(entity, field.path, field.control.editor.toEntity ? field.control.editor.toEntity(parsed) : parsed);
    } else if (field.control.kind === 'json') {
      entity = writePath(entity, field.path, typeof value === 'string' && value.trim() !== '' ? parseJson(value) : null);
    } else {
      entity = writePath(entity, field.path, typeof value === 'string' ? value.trim() : value);
    }
  }
  return entity;
}
