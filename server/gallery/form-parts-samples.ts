import type { FastifyRequest } from 'fastify';
import { CONTACT_FIELDS } from '../domain/contact-fields.ts';
import type { FieldDef, FieldErrors, FormDef, FormInput } from '../domain/entity-form.ts';
import type { FormView } from '../domain/entity-view.ts';
import { applyForm, formInputOf, parseForm } from '../domain/form-input.ts';
import { prefixed, rowEdit } from '../domain/form-rows.ts';
import { DOMAIN_FORM } from '../settings/oauth2-form.ts';
import { formView } from '../tables/form-view.ts';

/*
 * The entity forms' parts in the gallery (issue 17): the phone input, the contact block and the repeating rows, each
 * an entity form of its own whose "empty" state posts to `/gallery/form/<part>` and comes back with the server's verdict.
 */

const PHONE_FORM: FormDef = { fields: [{ path: 'phoneNumber', label: 'contact.phone', control: { kind: 'phone' } }] };
const CONTACT_FORM: FormDef = { fields: CONTACT_FIELDS };
const ROWS_FORM: FormDef = {
  fields: [{ path: 'domainInfos', label: 'admin.oauth2.domains', control: { kind: 'list', form: DOMAIN_FORM, itemLabel: 'admin.oauth2.domain-n', newEntry: { scheme: 'HTTPS', name: '' }, addLabel: 'admin.oauth2.add-domain', removeLabel: 'admin.oauth2.delete-domain' } }],
};

export const FORM_PARTS = { phone: PHONE_FORM, contact: CONTACT_FORM, rows: ROWS_FORM } as const;
export type FormPart = keyof typeof FORM_PARTS;
export const isFormPart = (part: string): part is FormPart => Object.hasOwn(FORM_PARTS, part);

/** A part's stored sample (filled, disabled, read-only) and what a form posts that the server refuses (invalid). */
const SAMPLES: Record<FormPart, { stored: object; refused: Record<string, string> }> = {
  phone: { stored: { phoneNumber: '+12015550123' }, refused: { 'phoneNumber.country': 'US', phoneNumber: '201 555' } },
  contact: {
    stored: { country: 'Germany', city: 'Berlin', state: 'Berlin', zip: '10115', address: 'Invalidenstraße 116', address2: '', phone: '+4930901820', email: 'office@example.com' },
    refused: { country: 'Germany', city: 'B'.repeat(256), state: 'S'.repeat(256), zip: '1011', address: '', address2: '', 'phone.country': 'DE', phone: '', email: 'office@' },
  },
  rows: {
    stored: { domainInfos: [{ scheme: 'HTTPS', name: 'iot.example.com' }, { scheme: 'MIXED', name: 'iot.example.com:8080' }] },
    refused: { 'domainInfos.0.scheme': 'HTTPS', 'domainInfos.0.name': 'iot.example.com', 'domainInfos.1.scheme': 'HTTP', 'domainInfos.1.name': 'not a domain' },
  },
};

/** A phone number stored before numbers were checked: the form opens in legacy mode. */
const LEGACY_PHONE = { phoneNumber: 'ext. 42 (reception)' };

/** What a part's form posted: the input kept, the message keys, and the entity it gives when valid. */
export interface FormPartPost {
  input: FormInput;
  errors: FieldErrors;
  saved?: object;
}

/** Reads a part's posted form: a row added or removed (shown again, nothing checked), or the form checked. */
export function readFormPart(part: FormPart, body: Record<string, unknown>): FormPartPost {
  const form = FORM_PARTS[part];
  const edited = rowEdit(form, body);
  if (edited) return { input: edited, errors: {} };
  const { input, errors } = parseForm(form, body);
  return { input, errors, saved: Object.keys(errors).length ? undefined : applyForm(form, {}, input) };
}

const readOnly = (form: FormDef): FormDef => ({ fields: form.fields.map((f): FieldDef => ({ ...f, readOnly: true })) });

/** A state's form under names of its own (`phoneFilled.phone`), so that the states of a part share no name or id. */
function underPrefix(view: FormView, prefix: string): FormView {
  const fields = view.fields.map((f): FieldDef => ({ ...f, path: `${prefix}.${f.path}`, when: f.when?.map((w) => ({ ...w, path: `${prefix}.${w.path}` })) }));
  return { ...view, fields, input: prefixed(view.input, prefix), errors: prefixed(view.errors, prefix) };
}

/** A part's views by state: the posted form (or an empty one), the sample filled, refused, disabled, read-only. */
export interface FormPartViews {
  empty: FormView;
  saved?: object;
  filled: FormView;
  invalid: FormView;
  disabled: FormView;
  readOnly: FormView;
  /** The phone input with a stored value that is not a valid number. */
  legacy?: FormView;
}

export async function formPartViews(request: FastifyRequest, part: FormPart, posted?: FormPartPost): Promise<FormPartViews> {
  const form = FORM_PARTS[part];
  const { stored, refused } = SAMPLES[part];
  const filled = formInputOf(form, stored);
  const invalid = parseForm(form, refused);
  const [empty, filledView, invalidView, disabled, readOnlyView, legacy] = await Promise.all([
    formView(request, form, posted?.input ?? formInputOf(form, null), { errors: posted?.errors }),
    formView(request, form, filled),
    formView(request, form, invalid.input, { errors: invalid.errors }),
    formView(request, form, filled, { disabled: true }),
    formView(request, readOnly(form), filled),
    part === 'phone' ? formView(request, form, formInputOf(form, LEGACY_PHONE)) : undefined,
  ]);
  const under = (view: FormView, state: string) => underPrefix(view, `${part}${state}`);
  return {
    empty,
    saved: posted?.saved,
    filled: under(filledView, 'Filled'),
    invalid: under(invalidView, 'Invalid'),
    disabled: under(disabled, 'Disabled'),
    readOnly: under(readOnlyView, 'ReadOnly'),
    legacy: legacy && under(legacy, 'Legacy'),
  };
}
