import type { FastifyRequest } from 'fastify';
import { prefixMatches, SUBTYPE_MAX_LENGTH, substringMatches } from '../domain/pickers/type-chips.ts';
import {
  ENTITY_TYPE_TEXTS,
  entityTypeNameKey,
  readEntityTypeList,
  readSubtypeList,
  SUBTYPE_TEXTS,
  subtypePlaceholder,
  type ChipListVerdict,
  type SubtypeKind,
  type Text,
} from '../domain/pickers/type-pickers.ts';
import { subtypes } from './subtypes.ts';

/** A choice of a type picker: its value and the text shown. */
export interface TypeChoice {
  value: string;
  label: string;
}

/** A multi-select type picker as drawn (views/parts/type-pickers/type-chips.tsx). */
export interface TypeChipsView {
  /** The JSON path it posts under; its id is drawn from it. */
  name: string;
  /** What its htmx requests send so that the console draws it again (`/parts/type-chips`). */
  vals: Record<string, string>;
  label: string;
  inputLabel: string;
  placeholder: string;
  chips: TypeChoice[];
  text: string;
  /** The choices matching the typed text, chips left out. */
  suggestions: TypeChoice[];
  /** Shown when text is typed and nothing matches. */
  noMatch?: string;
  /** The typed text is offered as a new value (sub-types): its button's text. */
  offerNew?: string;
  required: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  error?: string;
  /** Drawn after one of its buttons: the text field takes the focus back. */
  focus?: boolean;
}

/** What a multi-select's state is: its chips, typed text, error, and how it is drawn. */
export interface ChipsState {
  name: string;
  required: boolean;
  values: readonly string[] | null;
  text?: string;
  error?: Text;
  disabled?: boolean;
  readOnly?: boolean;
  focus?: boolean;
}

const withoutChips = (choices: TypeChoice[], chips: readonly string[]) => choices.filter((c) => !chips.includes(c.value));

/** A multi-select sub-type over the tenant's sub-types of a kind (prefix matched; typed text offered as new). */
export async function subtypeListView(request: FastifyRequest, kind: SubtypeKind, state: ChipsState): Promise<TypeChipsView> {
  const { t } = request.view();
  const texts = SUBTYPE_TEXTS[kind];
  const chips = state.values ?? [];
  const text = state.text ?? '';
  const known = state.disabled || state.readOnly ? [] : await subtypes(request, kind);
  const suggestions = withoutChips(prefixMatches(known, text).map((v) => ({ value: v, label: v })), chips);
  const typed = text.trim();
  const placeholder = subtypePlaceholder(kind, state.required, chips.length);
  return {
    name: state.name,
    vals: { list: 'subtype', kind, required: String(state.required) },
    label: t(texts.label),
    inputLabel: t(texts.enter),
    placeholder: t(placeholder.key, { ...placeholder.values, type: t(texts.label) }),
    chips: chips.map((v) => ({ value: v, label: v })),
    text,
    suggestions,
    noMatch: typed !== '' && suggestions.length === 0 ? t(texts.noMatching, { entitySubtype: typed }) : undefined,
    offerNew: typed !== '' && typed.length <= SUBTYPE_MAX_LENGTH && !known.includes(typed) && !chips.includes(typed) ? typed : undefined,
    required: state.required,
    disabled: state.disabled,
    readOnly: state.readOnly,
    error: state.error && t(state.error.key, state.error.values ?? {}),
    focus: state.focus,
  };
}

/** The allowed entity types as choices, by their translated names. */
export function entityTypeChoices(request: FastifyRequest, allowed: readonly string[]): TypeChoice[] {
  const { t } = request.view();
  return allowed.map((type) => ({ value: type, label: t(entityTypeNameKey(type)) }));
}

/** A multi-select entity type over the allowed types (substring matched by name). */
export function entityTypeListView(request: FastifyRequest, allowed: readonly string[], state: ChipsState): TypeChipsView {
  const { t } = request.view();
  const chips = state.values ?? [];
  const text = state.text ?? '';
  const choices = entityTypeChoices(request, allowed);
  const suggestions = withoutChips(substringMatches(choices, text), chips);
  const typed = text.trim();
  return {
    name: state.name,
    vals: { list: 'entityType', allowed: allowed.join(','), required: String(state.required) },
    label: t(ENTITY_TYPE_TEXTS.listLabel),
    inputLabel: t(ENTITY_TYPE_TEXTS.enter),
    placeholder: chips.length > 0 ? '' : t(ENTITY_TYPE_TEXTS.enter),
    chips: chips.map((v) => ({ value: v, label: t(entityTypeNameKey(v)) })),
    text,
    suggestions,
    noMatch: typed !== '' && suggestions.length === 0 ? t(ENTITY_TYPE_TEXTS.noMatching, { entityType: typed }) : undefined,
    required: state.required,
    disabled: state.disabled,
    readOnly: state.readOnly,
    error: state.error && t(state.error.key, state.error.values ?? {}),
    focus: state.focus,
  };
}

/** What a multi-select is over: a kind's sub-types, or the allowed entity types; and whether a value is required. */
export type ChipsSettings = { list: 'subtype'; kind: SubtypeKind; required: boolean } | { list: 'entityType'; allowed: readonly string[]; required: boolean };

/** A multi-select in a state, drawn by its settings. */
export function chipsView(request: FastifyRequest, settings: ChipsSettings, state: Omit<ChipsState, 'required'>): Promise<TypeChipsView> {
  const full = { ...state, required: settings.required };
  return settings.list === 'subtype' ? subtypeListView(request, settings.kind, full) : Promise.resolve(entityTypeListView(request, settings.allowed, full));
}

/** A multi-select as a form posted it (one of its buttons, or the form's own submit): its verdict and how it is drawn again. */
export async function postedChips(
  request: FastifyRequest,
  settings: ChipsSettings,
  name: string,
  body: Record<string, unknown>,
  draw: { focus?: boolean } = {},
): Promise<{ verdict: ChipListVerdict; view: TypeChipsView }> {
  const verdict =
    settings.list === 'subtype'
      ? readSubtypeList(body, name, { kind: settings.kind, required: settings.required })
      : readEntityTypeList(body, name, { allowed: entityTypeChoices(request, settings.allowed), required: settings.required });
  const view = await chipsView(request, settings, { name, values: verdict.values, text: verdict.text, error: verdict.error, focus: draw.focus });
  return { verdict, view };
}
