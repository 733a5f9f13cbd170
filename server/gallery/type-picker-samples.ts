import type { FastifyRequest } from 'fastify';
import type { CommonState as PartState } from '../../views/gallery/gallery-state.tsx';
import { firstString } from '../domain/form-rows.ts';
import { allowedEntityType, matchedSubtype, SUBTYPE_TEXTS } from '../domain/pickers/type-pickers.ts';
import { subtypes } from '../tables/subtypes.ts';
import { chipsView, entityTypeChoices, postedChips, type ChipsSettings, type TypeChipsView, type TypeChoice } from '../tables/type-picker-views.ts';

/** The type pickers the gallery shows, by fragment, and the field name each state posts under (`subtypeList.filled`). */
export const TYPE_PICKER_PARTS = { 'entity-type-select': 'entityTypeSelect', 'entity-type-list': 'entityTypeList', 'subtype-select': 'subtypeSelect', 'subtype-list': 'subtypeList' } as const;
export type TypePickerPart = keyof typeof TYPE_PICKER_PARTS;
const STATES: readonly PartState[] = ['empty', 'filled', 'invalid', 'disabled', 'read-only'];

/** The entity types the samples allow: a target's types. */
const ALLOWED = ['DEVICE', 'ASSET', 'ENTITY_VIEW', 'EDGE', 'CUSTOMER', 'DASHBOARD'];
/** The sub-types shown are the tenant's device types. */
const KIND = 'device';

/** A single select in one state. */
export interface SelectSample {
  name: string;
  choices: TypeChoice[];
  value: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  error?: string;
}

export interface TypePickerGallery {
  entityTypeSelect: Record<PartState, SelectSample>;
  subtypeSelect: Record<PartState, SelectSample>;
  entityTypeList: Record<PartState, TypeChipsView>;
  subtypeList: Record<PartState, TypeChipsView>;
}

const nameOf = (part: TypePickerPart, state: PartState) => `${TYPE_PICKER_PARTS[part]}.${state.replace('-only', 'Only')}`;

/**
 * Each type picker in the gallery's states: nothing chosen (optional), chosen, required and empty with its message,
 * disabled and read-only with a choice. `posted` is what one state's form sent without JavaScript (`part` names it):
 * that state is shown as the form left it, read by the same rules as the htmx requests.
 */
export async function galleryTypePickers(request: FastifyRequest, posted: Record<string, unknown> = {}): Promise<TypePickerGallery> {
  const { t } = request.view();
  const part = firstString(posted.part);
  const types = await subtypes(request, KIND);
  const firstTypes = types.slice(0, 2);

  const selects = (which: 'entityTypeSelect' | 'subtypeSelect', choices: TypeChoice[], filled: string, reset: (v: string) => string, invalid: string) => {
    const sample = (state: PartState, value: string, extra: Partial<SelectSample> = {}): SelectSample => {
      const name = nameOf(which === 'entityTypeSelect' ? 'entity-type-select' : 'subtype-select', state);
      return { name, choices, value: part === name ? reset(firstString(posted[name])) : value, ...extra };
    };
    return {
      empty: sample('empty', ''),
      filled: sample('filled', filled),
      // A value no longer allowed (or no longer a sub-type) is reset to none, and required it is an error.
      invalid: sample('invalid', reset('TENANT'), { required: true, error: t(invalid) }),
      disabled: sample('disabled', filled, { disabled: true }),
      'read-only': sample('read-only', filled, { readOnly: true }),
    };
  };

  const lists = async (which: 'entity-type-list' | 'subtype-list', settings: ChipsSettings, filled: string[]) => {
    const entries = await Promise.all(STATES.map(async (state) => {
      const name = nameOf(which, state);
      const required = state === 'invalid';
      const full: ChipsSettings = { ...settings, required };
      if (part === name) return [state, (await postedChips(request, full, name, posted, { focus: true })).view] as const;
      const values = state === 'empty' || state === 'invalid' ? null : filled;
      const error = required ? { key: settings.list === 'subtype' ? SUBTYPE_TEXTS[KIND].listEmpty : 'entity.entity-type-list-empty' } : undefined;
      return [state, await chipsView(request, full, { name, values, error, disabled: state === 'disabled', readOnly: state === 'read-only' })] as const;
    }));
    return Object.fromEntries(entries) as Record<PartState, TypeChipsView>;
  };

  const subtypeChoices = types.map((v) => ({ value: v, label: v }));
  return {
    entityTypeSelect: selects('entityTypeSelect', entityTypeChoices(request, ALLOWED), 'DEVICE', (v) => allowedEntityType(v, ALLOWED) ?? '', 'entity.type-required'),
    subtypeSelect: selects('subtypeSelect', subtypeChoices, types[0] ?? '', (v) => matchedSubtype(v, types), SUBTYPE_TEXTS[KIND].required),
    entityTypeList: await lists('entity-type-list', { list: 'entityType', allowed: ALLOWED, required: false }, ['DEVICE', 'ASSET']),
    subtypeList: await lists('subtype-list', { list: 'subtype', kind: KIND, required: false }, firstTypes),
  };
}
